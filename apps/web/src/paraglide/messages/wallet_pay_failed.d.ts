/**
* | output |
* | --- |
* | "The payment could not be completed. Please try again." |
*
* @param {Wallet_Pay_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_pay_failed: ((inputs?: Wallet_Pay_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Pay_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Pay_FailedInputs = {};
