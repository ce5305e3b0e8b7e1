/**
* | output |
* | --- |
* | "Expert" |
*
* @param {Profile_ExpertInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_expert: ((inputs?: Profile_ExpertInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_ExpertInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_ExpertInputs = {};
