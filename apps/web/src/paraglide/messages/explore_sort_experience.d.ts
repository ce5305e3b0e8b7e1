/**
* | output |
* | --- |
* | "Experience" |
*
* @param {Explore_Sort_ExperienceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_sort_experience: ((inputs?: Explore_Sort_ExperienceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Sort_ExperienceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Sort_ExperienceInputs = {};
