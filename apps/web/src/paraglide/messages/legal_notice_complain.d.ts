/**
* | output |
* | --- |
* | "Complaints" |
*
* @param {Legal_Notice_ComplainInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_complain: ((inputs?: Legal_Notice_ComplainInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_ComplainInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_ComplainInputs = {};
