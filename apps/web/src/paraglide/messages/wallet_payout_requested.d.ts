/**
* | output |
* | --- |
* | "Payout of {amount} requested" |
*
* @param {Wallet_Payout_RequestedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payout_requested: ((inputs: Wallet_Payout_RequestedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payout_RequestedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payout_RequestedInputs = {
    amount: NonNullable<unknown>;
};
