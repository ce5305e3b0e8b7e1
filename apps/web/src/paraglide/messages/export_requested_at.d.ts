/**
* | output |
* | --- |
* | "Requested {when}" |
*
* @param {Export_Requested_AtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_requested_at: ((inputs: Export_Requested_AtInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Requested_AtInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_Requested_AtInputs = {
    when: NonNullable<unknown>;
};
