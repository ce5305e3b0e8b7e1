/**
* | output |
* | --- |
* | "Your payouts could not be loaded." |
*
* @param {Wallet_Payouts_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payouts_failed: ((inputs?: Wallet_Payouts_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payouts_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payouts_FailedInputs = {};
