/**
* | output |
* | --- |
* | "Save UPI ID" |
*
* @param {Wallet_Save_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_save_upi: ((inputs?: Wallet_Save_UpiInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Save_UpiInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Save_UpiInputs = {};
