/**
* | output |
* | --- |
* | "Consultation fee earned" |
*
* @param {Wallet_Kind_Hold_Release_EarningInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_hold_release_earning: ((inputs?: Wallet_Kind_Hold_Release_EarningInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Kind_Hold_Release_EarningInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Kind_Hold_Release_EarningInputs = {};
