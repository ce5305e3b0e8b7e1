/**
* | output |
* | --- |
* | "Wallet statement" |
*
* @param {Wallet_Wallet_StatementInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_wallet_statement: ((inputs?: Wallet_Wallet_StatementInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Wallet_StatementInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Wallet_StatementInputs = {};
