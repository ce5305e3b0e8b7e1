/**
* | output |
* | --- |
* | "e.g. MBBS, AIIMS Delhi" |
*
* @param {Profile_Education_ExampleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_education_example: ((inputs?: Profile_Education_ExampleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Education_ExampleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Education_ExampleInputs = {};
