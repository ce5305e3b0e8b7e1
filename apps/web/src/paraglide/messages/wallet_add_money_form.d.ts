/**
* | output |
* | --- |
* | "Add money" |
*
* @param {Wallet_Add_Money_FormInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_add_money_form: ((inputs?: Wallet_Add_Money_FormInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Add_Money_FormInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Add_Money_FormInputs = {};
