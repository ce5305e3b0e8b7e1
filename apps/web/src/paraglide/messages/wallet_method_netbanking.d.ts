/**
* | output |
* | --- |
* | "Net banking" |
*
* @param {Wallet_Method_NetbankingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_method_netbanking: ((inputs?: Wallet_Method_NetbankingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Method_NetbankingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Method_NetbankingInputs = {};
