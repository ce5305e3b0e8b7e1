/**
* | output |
* | --- |
* | "What payment methods do you accept?" |
*
* @param {Profile_Faq_Payment_QInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_faq_payment_q: ((inputs?: Profile_Faq_Payment_QInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Faq_Payment_QInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Faq_Payment_QInputs = {};
