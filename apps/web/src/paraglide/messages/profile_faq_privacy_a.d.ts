/**
* | output |
* | --- |
* | "Your data is sent over encrypted connections, your password is stored only as a secure hash, and your consultation details are shared only with the expert yo..." |
*
* @param {Profile_Faq_Privacy_AInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_faq_privacy_a: ((inputs?: Profile_Faq_Privacy_AInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Faq_Privacy_AInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Faq_Privacy_AInputs = {};
