/**
* | output |
* | --- |
* | "Your payout account could not be loaded." |
*
* @param {Wallet_Payout_Account_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payout_account_failed: ((inputs?: Wallet_Payout_Account_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payout_Account_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payout_Account_FailedInputs = {};
