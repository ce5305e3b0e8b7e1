/**
* | output |
* | --- |
* | "Add Money" |
*
* @param {Wallet_Add_MoneyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_add_money: ((inputs?: Wallet_Add_MoneyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Add_MoneyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Add_MoneyInputs = {};
