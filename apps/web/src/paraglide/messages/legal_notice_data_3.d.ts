/**
* | output |
* | --- |
* | "your bookings, payments and wallet, messages, notes, prescriptions and medical records you upload;" |
*
* @param {Legal_Notice_Data_3Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_data_3: ((inputs?: Legal_Notice_Data_3Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Data_3Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Data_3Inputs = {};
