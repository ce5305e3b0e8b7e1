/**
* | output |
* | --- |
* | "UPI {id}" |
*
* @param {Wallet_Payout_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payout_upi: ((inputs: Wallet_Payout_UpiInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payout_UpiInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payout_UpiInputs = {
    id: NonNullable<unknown>;
};
