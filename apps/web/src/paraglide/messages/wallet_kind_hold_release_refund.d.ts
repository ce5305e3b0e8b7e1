/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Wallet_Kind_Hold_Release_RefundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_hold_release_refund: ((inputs?: Wallet_Kind_Hold_Release_RefundInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Kind_Hold_Release_RefundInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Kind_Hold_Release_RefundInputs = {};
