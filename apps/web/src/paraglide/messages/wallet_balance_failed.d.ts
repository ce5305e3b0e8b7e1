/**
* | output |
* | --- |
* | "Your balance could not be loaded." |
*
* @param {Wallet_Balance_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_failed: ((inputs?: Wallet_Balance_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Balance_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Balance_FailedInputs = {};
