/**
* | output |
* | --- |
* | "Reversed — returned to available" |
*
* @param {Wallet_Payout_ReversedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payout_reversed: ((inputs?: Wallet_Payout_ReversedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payout_ReversedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payout_ReversedInputs = {};
