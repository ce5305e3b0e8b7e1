/**
* | output |
* | --- |
* | "A payout sends everything available to your payout account. The least is ₹{min}." |
*
* @param {Wallet_Payouts_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payouts_text: ((inputs: Wallet_Payouts_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payouts_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payouts_TextInputs = {
    min: NonNullable<unknown>;
};
