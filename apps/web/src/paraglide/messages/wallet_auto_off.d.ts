/**
* | output |
* | --- |
* | "Automatic weekly payouts off" |
*
* @param {Wallet_Auto_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_auto_off: ((inputs?: Wallet_Auto_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Auto_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Auto_OffInputs = {};
