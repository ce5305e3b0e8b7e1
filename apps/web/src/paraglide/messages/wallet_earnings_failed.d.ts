/**
* | output |
* | --- |
* | "Your earnings could not be loaded." |
*
* @param {Wallet_Earnings_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_earnings_failed: ((inputs?: Wallet_Earnings_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Earnings_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Earnings_FailedInputs = {};
