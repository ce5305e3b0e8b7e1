/**
* | output |
* | --- |
* | "No payouts yet." |
*
* @param {Wallet_No_PayoutsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_no_payouts: ((inputs?: Wallet_No_PayoutsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_PayoutsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_PayoutsInputs = {};
