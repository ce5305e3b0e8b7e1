/**
* | output |
* | --- |
* | "to run your account and sign you in;" |
*
* @param {Legal_Notice_Purposes_1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_purposes_1: ((inputs?: Legal_Notice_Purposes_1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Purposes_1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Purposes_1Inputs = {};
