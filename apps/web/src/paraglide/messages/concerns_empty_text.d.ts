/**
* | output |
* | --- |
* | "If something went wrong, tell us and we will look into it." |
*
* @param {Concerns_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_empty_text: ((inputs?: Concerns_Empty_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Empty_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Empty_TextInputs = {};
