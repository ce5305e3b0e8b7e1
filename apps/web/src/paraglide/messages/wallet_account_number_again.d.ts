/**
* | output |
* | --- |
* | "Account number again" |
*
* @param {Wallet_Account_Number_AgainInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_account_number_again: ((inputs?: Wallet_Account_Number_AgainInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Account_Number_AgainInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Account_Number_AgainInputs = {};
