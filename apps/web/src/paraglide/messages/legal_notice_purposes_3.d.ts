/**
* | output |
* | --- |
* | "to take payments, make refunds and keep the records the law requires;" |
*
* @param {Legal_Notice_Purposes_3Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_purposes_3: ((inputs?: Legal_Notice_Purposes_3Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Purposes_3Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Purposes_3Inputs = {};
