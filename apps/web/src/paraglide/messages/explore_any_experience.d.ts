/**
* | output |
* | --- |
* | "Any experience" |
*
* @param {Explore_Any_ExperienceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_any_experience: ((inputs?: Explore_Any_ExperienceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Any_ExperienceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Any_ExperienceInputs = {};
