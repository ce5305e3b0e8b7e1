/**
* | output |
* | --- |
* | "Sign in to pay." |
*
* @param {Wallet_Sign_In_PayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_sign_in_pay: ((inputs?: Wallet_Sign_In_PayInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Sign_In_PayInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Sign_In_PayInputs = {};
