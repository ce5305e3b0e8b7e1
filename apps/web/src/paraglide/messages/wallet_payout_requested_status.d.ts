/**
* | output |
* | --- |
* | "Requested" |
*
* @param {Wallet_Payout_Requested_StatusInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payout_requested_status: ((inputs?: Wallet_Payout_Requested_StatusInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payout_Requested_StatusInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payout_Requested_StatusInputs = {};
