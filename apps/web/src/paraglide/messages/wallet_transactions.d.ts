/**
* | output |
* | --- |
* | "Transactions" |
*
* @param {Wallet_TransactionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_transactions: ((inputs?: Wallet_TransactionsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_TransactionsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_TransactionsInputs = {};
