/**
* | output |
* | --- |
* | "Add to your wallet" |
*
* @param {Wallet_Add_To_WalletInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_add_to_wallet: ((inputs?: Wallet_Add_To_WalletInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Add_To_WalletInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Add_To_WalletInputs = {};
