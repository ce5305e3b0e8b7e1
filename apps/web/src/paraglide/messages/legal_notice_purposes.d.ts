/**
* | output |
* | --- |
* | "What we use it for" |
*
* @param {Legal_Notice_PurposesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_purposes: ((inputs?: Legal_Notice_PurposesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_PurposesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_PurposesInputs = {};
