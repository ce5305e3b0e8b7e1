/**
* | output |
* | --- |
* | "Success" |
*
* @param {Wallet_Outcome_SuccessInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_outcome_success: ((inputs?: Wallet_Outcome_SuccessInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Outcome_SuccessInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Outcome_SuccessInputs = {};
