/**
* | output |
* | --- |
* | "Languages" |
*
* @param {Expert_LanguagesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_languages: ((inputs?: Expert_LanguagesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_LanguagesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_LanguagesInputs = {};
