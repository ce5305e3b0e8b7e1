/**
* | output |
* | --- |
* | "No transactions yet" |
*
* @param {Wallet_No_TransactionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_no_transactions: ((inputs?: Wallet_No_TransactionsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_TransactionsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_TransactionsInputs = {};
