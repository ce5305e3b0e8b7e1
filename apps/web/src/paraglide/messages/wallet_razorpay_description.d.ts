/**
* | output |
* | --- |
* | "Add money to your wallet" |
*
* @param {Wallet_Razorpay_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_razorpay_description: ((inputs?: Wallet_Razorpay_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Razorpay_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Razorpay_DescriptionInputs = {};
