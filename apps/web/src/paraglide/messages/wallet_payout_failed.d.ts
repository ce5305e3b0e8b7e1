/**
* | output |
* | --- |
* | "The payout could not be requested. Please try again." |
*
* @param {Wallet_Payout_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payout_failed: ((inputs?: Wallet_Payout_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payout_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payout_FailedInputs = {};
