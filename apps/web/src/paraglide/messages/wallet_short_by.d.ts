/**
* | output |
* | --- |
* | "Your wallet is short by [{amount}] for this booking." |
*
* @param {Wallet_Short_ByInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_short_by: ((inputs: Wallet_Short_ByInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Short_ByInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Short_ByInputs = {
    amount: NonNullable<unknown>;
};
