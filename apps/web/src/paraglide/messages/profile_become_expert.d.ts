/**
* | output |
* | --- |
* | "Become an expert" |
*
* @param {Profile_Become_ExpertInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_become_expert: ((inputs?: Profile_Become_ExpertInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Become_ExpertInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Become_ExpertInputs = {};
