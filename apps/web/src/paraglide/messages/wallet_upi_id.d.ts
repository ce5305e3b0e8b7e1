/**
* | output |
* | --- |
* | "UPI ID" |
*
* @param {Wallet_Upi_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_upi_id: ((inputs?: Wallet_Upi_IdInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Upi_IdInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Upi_IdInputs = {};
