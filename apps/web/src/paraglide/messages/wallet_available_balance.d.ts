/**
* | output |
* | --- |
* | "Available Balance" |
*
* @param {Wallet_Available_BalanceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_available_balance: ((inputs?: Wallet_Available_BalanceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Available_BalanceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Available_BalanceInputs = {};
