/**
* | output |
* | --- |
* | "Account number" |
*
* @param {Wallet_Account_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_account_number: ((inputs?: Wallet_Account_NumberInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Account_NumberInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Account_NumberInputs = {};
