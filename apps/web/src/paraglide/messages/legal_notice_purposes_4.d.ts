/**
* | output |
* | --- |
* | "to keep the service secure and answer your requests and complaints." |
*
* @param {Legal_Notice_Purposes_4Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_purposes_4: ((inputs?: Legal_Notice_Purposes_4Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Purposes_4Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Purposes_4Inputs = {};
