/**
* | output |
* | --- |
* | "The data we process" |
*
* @param {Legal_Notice_DataInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_data: ((inputs?: Legal_Notice_DataInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_DataInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_DataInputs = {};
