/**
* | output |
* | --- |
* | "Paid out" |
*
* @param {Wallet_Figure_Paid_OutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_figure_paid_out: ((inputs?: Wallet_Figure_Paid_OutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Figure_Paid_OutInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Figure_Paid_OutInputs = {};
