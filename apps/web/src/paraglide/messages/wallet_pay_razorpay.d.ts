/**
* | output |
* | --- |
* | "Pay with Razorpay" |
*
* @param {Wallet_Pay_RazorpayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_pay_razorpay: ((inputs?: Wallet_Pay_RazorpayInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Pay_RazorpayInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Pay_RazorpayInputs = {};
