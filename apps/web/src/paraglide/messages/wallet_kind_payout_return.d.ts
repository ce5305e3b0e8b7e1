/**
* | output |
* | --- |
* | "Payout returned" |
*
* @param {Wallet_Kind_Payout_ReturnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_payout_return: ((inputs?: Wallet_Kind_Payout_ReturnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Kind_Payout_ReturnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Kind_Payout_ReturnInputs = {};
