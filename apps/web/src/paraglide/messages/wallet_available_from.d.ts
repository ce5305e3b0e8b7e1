/**
* | output |
* | --- |
* | "Available from" |
*
* @param {Wallet_Available_FromInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_available_from: ((inputs?: Wallet_Available_FromInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Available_FromInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Available_FromInputs = {};
