/**
* | output |
* | --- |
* | "Write to our {officer} at {email}. If you are not satisfied with our answer, you may complain to the Data Protection Board of India." |
*
* @param {Legal_Notice_Complain_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_complain_text: ((inputs: Legal_Notice_Complain_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Complain_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Complain_TextInputs = {
    officer: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
