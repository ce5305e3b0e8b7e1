/**
* | output |
* | --- |
* | "Processing" |
*
* @param {Wallet_Payout_ProcessingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payout_processing: ((inputs?: Wallet_Payout_ProcessingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payout_ProcessingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payout_ProcessingInputs = {};
