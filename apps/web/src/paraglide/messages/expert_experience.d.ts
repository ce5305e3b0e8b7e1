/**
* | output |
* | --- |
* | "Experience" |
*
* @param {Expert_ExperienceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_experience: ((inputs?: Expert_ExperienceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_ExperienceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_ExperienceInputs = {};
