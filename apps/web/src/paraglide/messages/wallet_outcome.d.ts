/**
* | output |
* | --- |
* | "Outcome" |
*
* @param {Wallet_OutcomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_outcome: ((inputs?: Wallet_OutcomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_OutcomeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_OutcomeInputs = {};
