/**
* | output |
* | --- |
* | "You can ask once every {hours} hours. A ready file can be downloaded for {days} days." |
*
* @param {Export_OnceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_once: ((inputs: Export_OnceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_OnceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_OnceInputs = {
    hours: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
