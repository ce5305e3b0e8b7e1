/**
* | output |
* | --- |
* | "You can cancel or reschedule up to 24 hours before the appointment for a full refund to your wallet. Cancellations made less than 24 hours before are not ref..." |
*
* @param {Profile_Faq_Cancel_AInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_faq_cancel_a: ((inputs?: Profile_Faq_Cancel_AInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Faq_Cancel_AInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Faq_Cancel_AInputs = {};
