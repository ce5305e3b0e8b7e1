/**
* | output |
* | --- |
* | "Paid to" |
*
* @param {Wallet_Paid_ToInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_paid_to: ((inputs?: Wallet_Paid_ToInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Paid_ToInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Paid_ToInputs = {};
