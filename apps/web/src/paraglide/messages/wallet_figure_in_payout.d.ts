/**
* | output |
* | --- |
* | "In payout" |
*
* @param {Wallet_Figure_In_PayoutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_figure_in_payout: ((inputs?: Wallet_Figure_In_PayoutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Figure_In_PayoutInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Figure_In_PayoutInputs = {};
