/**
* | output |
* | --- |
* | "Your transactions could not be loaded." |
*
* @param {Wallet_Transactions_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_transactions_failed: ((inputs?: Wallet_Transactions_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Transactions_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Transactions_FailedInputs = {};
