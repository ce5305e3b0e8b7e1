/**
* | output |
* | --- |
* | "Before an expert gets the Verified badge we check their credentials: registration with the National Medical Commission or a State Medical Council for doctors..." |
*
* @param {Profile_Faq_Verification_AInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_faq_verification_a: ((inputs?: Profile_Faq_Verification_AInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Faq_Verification_AInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Faq_Verification_AInputs = {};
