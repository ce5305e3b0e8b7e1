/**
* | output |
* | --- |
* | "your e-mail address and password (kept only as a one-way hash);" |
*
* @param {Legal_Notice_Data_1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_data_1: ((inputs?: Legal_Notice_Data_1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Data_1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Data_1Inputs = {};
