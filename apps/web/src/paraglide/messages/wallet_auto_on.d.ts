/**
* | output |
* | --- |
* | "Automatic weekly payouts on" |
*
* @param {Wallet_Auto_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_auto_on: ((inputs?: Wallet_Auto_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Auto_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Auto_OnInputs = {};
