/**
* | output |
* | --- |
* | "Card" |
*
* @param {Wallet_Method_CardInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_method_card: ((inputs?: Wallet_Method_CardInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Method_CardInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Method_CardInputs = {};
