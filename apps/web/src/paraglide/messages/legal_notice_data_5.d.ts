/**
* | output |
* | --- |
* | "technical data: your IP address and the times of your requests." |
*
* @param {Legal_Notice_Data_5Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_data_5: ((inputs?: Legal_Notice_Data_5Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Data_5Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Data_5Inputs = {};
