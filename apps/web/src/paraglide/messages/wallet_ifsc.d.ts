/**
* | output |
* | --- |
* | "IFSC" |
*
* @param {Wallet_IfscInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_ifsc: ((inputs?: Wallet_IfscInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_IfscInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_IfscInputs = {};
