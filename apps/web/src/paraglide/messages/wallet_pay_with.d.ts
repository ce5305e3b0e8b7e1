/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Wallet_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_pay_with: ((inputs?: Wallet_Pay_WithInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Pay_WithInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Pay_WithInputs = {};
