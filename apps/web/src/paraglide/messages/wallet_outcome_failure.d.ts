/**
* | output |
* | --- |
* | "Failure" |
*
* @param {Wallet_Outcome_FailureInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_outcome_failure: ((inputs?: Wallet_Outcome_FailureInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Outcome_FailureInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Outcome_FailureInputs = {};
