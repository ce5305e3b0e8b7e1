/**
* | output |
* | --- |
* | "Payout to your account" |
*
* @param {Wallet_Kind_Payout_HoldInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_payout_hold: ((inputs?: Wallet_Kind_Payout_HoldInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Kind_Payout_HoldInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Kind_Payout_HoldInputs = {};
