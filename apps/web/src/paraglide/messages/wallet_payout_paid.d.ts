/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Wallet_Payout_PaidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payout_paid: ((inputs?: Wallet_Payout_PaidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payout_PaidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payout_PaidInputs = {};
