/**
* | output |
* | --- |
* | "Withdraw marketing e-mail or push notifications at any time in Settings, under Your consents, as easily as you gave them. To withdraw consent to everything, ..." |
*
* @param {Legal_Notice_Withdraw_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_withdraw_text: ((inputs?: Legal_Notice_Withdraw_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Withdraw_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Withdraw_TextInputs = {};
