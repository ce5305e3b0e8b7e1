/**
* | output |
* | --- |
* | "Languages spoken" |
*
* @param {Explore_LanguagesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_languages: ((inputs?: Explore_LanguagesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_LanguagesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_LanguagesInputs = {};
