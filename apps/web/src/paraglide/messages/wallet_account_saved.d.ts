/**
* | output |
* | --- |
* | "Payout account saved" |
*
* @param {Wallet_Account_SavedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_account_saved: ((inputs?: Wallet_Account_SavedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Account_SavedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Account_SavedInputs = {};
