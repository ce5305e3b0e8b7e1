/**
* | output |
* | --- |
* | "Experience" |
*
* @param {Explore_ExperienceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_experience: ((inputs?: Explore_ExperienceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_ExperienceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_ExperienceInputs = {};
