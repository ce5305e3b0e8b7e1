/**
* | output |
* | --- |
* | "Payments are not set up on this server yet, so money cannot be added to wallets." |
*
* @param {Wallet_Payments_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payments_off: ((inputs?: Wallet_Payments_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payments_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payments_OffInputs = {};
