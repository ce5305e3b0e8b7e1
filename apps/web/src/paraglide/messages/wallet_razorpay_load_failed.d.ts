/**
* | output |
* | --- |
* | "The payment page could not be loaded. Check your connection and try again." |
*
* @param {Wallet_Razorpay_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_razorpay_load_failed: ((inputs?: Wallet_Razorpay_Load_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Razorpay_Load_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Razorpay_Load_FailedInputs = {};
