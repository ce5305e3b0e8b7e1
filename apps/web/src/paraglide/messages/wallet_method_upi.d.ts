/**
* | output |
* | --- |
* | "UPI" |
*
* @param {Wallet_Method_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_method_upi: ((inputs?: Wallet_Method_UpiInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Method_UpiInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Method_UpiInputs = {};
