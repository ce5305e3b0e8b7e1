/**
* | output |
* | --- |
* | "Platform commission" |
*
* @param {Wallet_Kind_CommissionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_commission: ((inputs?: Wallet_Kind_CommissionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Kind_CommissionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Kind_CommissionInputs = {};
