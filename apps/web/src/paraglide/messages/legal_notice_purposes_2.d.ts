/**
* | output |
* | --- |
* | "to book and hold consultations with the expert you choose, and to show them your booking and notes;" |
*
* @param {Legal_Notice_Purposes_2Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_purposes_2: ((inputs?: Legal_Notice_Purposes_2Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Purposes_2Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Purposes_2Inputs = {};
