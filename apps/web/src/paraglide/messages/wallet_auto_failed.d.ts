/**
* | output |
* | --- |
* | "Automatic payouts could not be changed. Please try again." |
*
* @param {Wallet_Auto_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_auto_failed: ((inputs?: Wallet_Auto_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Auto_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Auto_FailedInputs = {};
