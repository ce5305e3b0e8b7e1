/**
* | output |
* | --- |
* | "You can ask again after {when}." |
*
* @param {Export_Ask_Again_AfterInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_ask_again_after: ((inputs: Export_Ask_Again_AfterInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Ask_Again_AfterInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_Ask_Again_AfterInputs = {
    when: NonNullable<unknown>;
};
