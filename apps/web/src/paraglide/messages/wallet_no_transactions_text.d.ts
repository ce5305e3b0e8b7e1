/**
* | output |
* | --- |
* | "Payments, refunds and top-ups will appear here." |
*
* @param {Wallet_No_Transactions_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_no_transactions_text: ((inputs?: Wallet_No_Transactions_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_Transactions_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_Transactions_TextInputs = {};
