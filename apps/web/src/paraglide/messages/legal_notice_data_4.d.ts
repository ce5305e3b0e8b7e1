/**
* | output |
* | --- |
* | "what you post as a doctor: posts, videos, questions and answers;" |
*
* @param {Legal_Notice_Data_4Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_data_4: ((inputs?: Legal_Notice_Data_4Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Data_4Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Data_4Inputs = {};
