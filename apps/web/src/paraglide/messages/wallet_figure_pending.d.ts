/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Wallet_Figure_PendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_figure_pending: ((inputs?: Wallet_Figure_PendingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Figure_PendingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Figure_PendingInputs = {};
