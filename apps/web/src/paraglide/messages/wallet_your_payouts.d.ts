/**
* | output |
* | --- |
* | "Your payouts" |
*
* @param {Wallet_Your_PayoutsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_your_payouts: ((inputs?: Wallet_Your_PayoutsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Your_PayoutsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Your_PayoutsInputs = {};
