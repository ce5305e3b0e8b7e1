/**
* | output |
* | --- |
* | "This payment could not be loaded." |
*
* @param {Wallet_Checkout_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_checkout_failed: ((inputs?: Wallet_Checkout_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Checkout_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Checkout_FailedInputs = {};
