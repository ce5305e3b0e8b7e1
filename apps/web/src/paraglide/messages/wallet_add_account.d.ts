/**
* | output |
* | --- |
* | "Add payout account" |
*
* @param {Wallet_Add_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_add_account: ((inputs?: Wallet_Add_AccountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Add_AccountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Add_AccountInputs = {};
