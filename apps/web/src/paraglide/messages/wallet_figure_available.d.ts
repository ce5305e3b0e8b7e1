/**
* | output |
* | --- |
* | "Available" |
*
* @param {Wallet_Figure_AvailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_figure_available: ((inputs?: Wallet_Figure_AvailableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Figure_AvailableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Figure_AvailableInputs = {};
