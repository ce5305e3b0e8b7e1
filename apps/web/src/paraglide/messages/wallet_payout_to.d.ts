/**
* | output |
* | --- |
* | "To {destination}" |
*
* @param {Wallet_Payout_ToInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payout_to: ((inputs: Wallet_Payout_ToInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payout_ToInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payout_ToInputs = {
    destination: NonNullable<unknown>;
};
