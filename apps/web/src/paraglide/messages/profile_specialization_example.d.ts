/**
* | output |
* | --- |
* | "e.g. Cardiology" |
*
* @param {Profile_Specialization_ExampleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_specialization_example: ((inputs?: Profile_Specialization_ExampleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Specialization_ExampleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Specialization_ExampleInputs = {};
