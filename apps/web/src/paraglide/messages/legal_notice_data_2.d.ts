/**
* | output |
* | --- |
* | "what you add to your profile: name, phone number, professional details;" |
*
* @param {Legal_Notice_Data_2Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_data_2: ((inputs?: Legal_Notice_Data_2Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Data_2Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Data_2Inputs = {};
