/**
* | output |
* | --- |
* | "Withdrawing consent" |
*
* @param {Legal_Notice_WithdrawInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_withdraw: ((inputs?: Legal_Notice_WithdrawInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_WithdrawInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_WithdrawInputs = {};
