/**
* | output |
* | --- |
* | "Consultations are paid from your ExpertConnect wallet when you book. Add money to it with UPI, a credit or debit card, or net banking. Wallet funds cannot be..." |
*
* @param {Profile_Faq_Payment_AInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_faq_payment_a: ((inputs?: Profile_Faq_Payment_AInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Faq_Payment_AInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Faq_Payment_AInputs = {};
