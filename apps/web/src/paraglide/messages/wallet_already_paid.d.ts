/**
* | output |
* | --- |
* | "This payment is already complete." |
*
* @param {Wallet_Already_PaidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_already_paid: ((inputs?: Wallet_Already_PaidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Already_PaidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Already_PaidInputs = {};
