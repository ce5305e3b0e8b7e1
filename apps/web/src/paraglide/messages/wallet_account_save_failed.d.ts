/**
* | output |
* | --- |
* | "The payout account could not be saved. Please try again." |
*
* @param {Wallet_Account_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_account_save_failed: ((inputs?: Wallet_Account_Save_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Account_Save_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Account_Save_FailedInputs = {};
