/**
* | output |
* | --- |
* | "Payouts" |
*
* @param {Wallet_PayoutsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payouts: ((inputs?: Wallet_PayoutsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_PayoutsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_PayoutsInputs = {};
