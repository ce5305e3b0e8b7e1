/**
* | output |
* | --- |
* | "Loading payment page..." |
*
* @param {Wallet_Loading_Payment_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_payment_page: ((inputs?: Wallet_Loading_Payment_PageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Loading_Payment_PageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Loading_Payment_PageInputs = {};
