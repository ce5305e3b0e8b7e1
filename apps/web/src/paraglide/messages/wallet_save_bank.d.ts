/**
* | output |
* | --- |
* | "Save bank account" |
*
* @param {Wallet_Save_BankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_save_bank: ((inputs?: Wallet_Save_BankInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Save_BankInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Save_BankInputs = {};
