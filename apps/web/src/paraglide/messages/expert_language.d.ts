/**
* | output |
* | --- |
* | "{language}" |
*
* @param {Expert_LanguageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_language: ((inputs: Expert_LanguageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_LanguageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_LanguageInputs = {
    language: NonNullable<unknown>;
};
