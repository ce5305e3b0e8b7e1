/**
* | output |
* | --- |
* | "Wallet Balance" |
*
* @param {Profile_Wallet_BalanceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_wallet_balance: ((inputs?: Profile_Wallet_BalanceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Wallet_BalanceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Wallet_BalanceInputs = {};
