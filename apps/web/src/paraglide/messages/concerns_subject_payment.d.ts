/**
* | output |
* | --- |
* | "Payment or refund" |
*
* @param {Concerns_Subject_PaymentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_subject_payment: ((inputs?: Concerns_Subject_PaymentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Subject_PaymentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Subject_PaymentInputs = {};
