/**
* | output |
* | --- |
* | "Change payout account" |
*
* @param {Wallet_Change_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_change_account: ((inputs?: Wallet_Change_AccountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Change_AccountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Change_AccountInputs = {};
