/**
* | output |
* | --- |
* | "available until {when}" |
*
* @param {Export_Available_UntilInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_available_until: ((inputs: Export_Available_UntilInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Available_UntilInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_Available_UntilInputs = {
    when: NonNullable<unknown>;
};
