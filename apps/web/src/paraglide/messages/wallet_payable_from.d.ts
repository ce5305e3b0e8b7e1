/**
* | output |
* | --- |
* | "New account: it can be paid from {when}." |
*
* @param {Wallet_Payable_FromInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_payable_from: ((inputs: Wallet_Payable_FromInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payable_FromInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payable_FromInputs = {
    when: NonNullable<unknown>;
};
