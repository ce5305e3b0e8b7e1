/**
* | output |
* | --- |
* | "Continue to payment" |
*
* @param {Wallet_ContinueInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_continue: ((inputs?: Wallet_ContinueInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_ContinueInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_ContinueInputs = {};
