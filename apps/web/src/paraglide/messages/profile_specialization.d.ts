/**
* | output |
* | --- |
* | "Specialization" |
*
* @param {Profile_SpecializationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_specialization: ((inputs?: Profile_SpecializationInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_SpecializationInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_SpecializationInputs = {};
