/**
* | output |
* | --- |
* | "The payment did not go through. No money was taken from your wallet." |
*
* @param {Wallet_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_failed: ((inputs?: Wallet_Payment_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payment_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payment_FailedInputs = {};
