/**
* | output |
* | --- |
* | "Thank you. Your agreement is recorded." |
*
* @param {Privacy_Notice_AcceptedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_notice_accepted: ((inputs?: Privacy_Notice_AcceptedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Notice_AcceptedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Notice_AcceptedInputs = {};
