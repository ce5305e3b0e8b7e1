/**
* | output |
* | --- |
* | "Each consultation's fee, the platform's commission and what you received, and the month's payouts." |
*
* @param {Wallet_Earnings_Statement_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_earnings_statement_hint: ((inputs?: Wallet_Earnings_Statement_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Earnings_Statement_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Earnings_Statement_HintInputs = {};
