/**
* | output |
* | --- |
* | "Opening balance, every entry and closing balance for up to {days} days (IST)." |
*
* @param {Wallet_Wallet_Statement_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_wallet_statement_hint: ((inputs: Wallet_Wallet_Statement_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Wallet_Statement_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Wallet_Statement_HintInputs = {
    days: NonNullable<unknown>;
};
