/**
* | output |
* | --- |
* | "The payment could not be started. Please try again." |
*
* @param {Wallet_Start_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_start_failed: ((inputs?: Wallet_Start_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Start_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Start_FailedInputs = {};
