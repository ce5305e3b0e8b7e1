/**
* | output |
* | --- |
* | "Consultation mode" |
*
* @param {Profile_Consultation_ModeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_consultation_mode: ((inputs?: Profile_Consultation_ModeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Consultation_ModeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Consultation_ModeInputs = {};
