/**
* | output |
* | --- |
* | "Verifying..." |
*
* @param {Wallet_VerifyingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_verifying: ((inputs?: Wallet_VerifyingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_VerifyingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_VerifyingInputs = {};
