/**
* | output |
* | --- |
* | "Is my personal and health data safe?" |
*
* @param {Profile_Faq_Privacy_QInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_faq_privacy_q: ((inputs?: Profile_Faq_Privacy_QInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Faq_Privacy_QInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Faq_Privacy_QInputs = {};
