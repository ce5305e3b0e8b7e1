/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Wallet_PayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_pay: ((inputs: Wallet_PayInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_PayInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_PayInputs = {
    amount: NonNullable<unknown>;
};
