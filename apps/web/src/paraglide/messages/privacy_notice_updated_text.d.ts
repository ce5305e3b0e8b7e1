/**
* | output |
* | --- |
* | "Please read the new notice and agree to keep using your account." |
*
* @param {Privacy_Notice_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_notice_updated_text: ((inputs?: Privacy_Notice_Updated_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Notice_Updated_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Notice_Updated_TextInputs = {};
