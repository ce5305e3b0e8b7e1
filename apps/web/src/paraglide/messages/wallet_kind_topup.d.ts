/**
* | output |
* | --- |
* | "Money added" |
*
* @param {Wallet_Kind_TopupInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_topup: ((inputs?: Wallet_Kind_TopupInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Kind_TopupInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Kind_TopupInputs = {};
