/**
* | output |
* | --- |
* | "Correction" |
*
* @param {Wallet_Kind_CorrectionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_correction: ((inputs?: Wallet_Kind_CorrectionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Kind_CorrectionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Kind_CorrectionInputs = {};
