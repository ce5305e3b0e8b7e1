/**
* | output |
* | --- |
* | "Our privacy notice has changed" |
*
* @param {Privacy_Notice_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_notice_updated: ((inputs?: Privacy_Notice_UpdatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Notice_UpdatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Notice_UpdatedInputs = {};
