/**
* | output |
* | --- |
* | "Your wallet" |
*
* @param {Legal_Terms_WalletInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_wallet: ((inputs?: Legal_Terms_WalletInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_WalletInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_WalletInputs = {};
