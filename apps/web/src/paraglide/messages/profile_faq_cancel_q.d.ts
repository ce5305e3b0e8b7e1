/**
* | output |
* | --- |
* | "Can I cancel or reschedule, and how do refunds work?" |
*
* @param {Profile_Faq_Cancel_QInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_faq_cancel_q: ((inputs?: Profile_Faq_Cancel_QInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Faq_Cancel_QInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Faq_Cancel_QInputs = {};
