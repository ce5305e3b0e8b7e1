/**
* | output |
* | --- |
* | "Monthly earnings statement" |
*
* @param {Wallet_Earnings_StatementInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_earnings_statement: ((inputs?: Wallet_Earnings_StatementInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Earnings_StatementInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Earnings_StatementInputs = {};
