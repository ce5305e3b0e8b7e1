/**
* | output |
* | --- |
* | "Consultation fee" |
*
* @param {Wallet_Consultation_FeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_consultation_fee: ((inputs?: Wallet_Consultation_FeeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Consultation_FeeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Consultation_FeeInputs = {};
