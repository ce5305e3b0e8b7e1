/**
* | output |
* | --- |
* | "Fees paid to you for consultations will appear here." |
*
* @param {Wallet_Earnings_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_earnings_empty: ((inputs?: Wallet_Earnings_EmptyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Earnings_EmptyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Earnings_EmptyInputs = {};
