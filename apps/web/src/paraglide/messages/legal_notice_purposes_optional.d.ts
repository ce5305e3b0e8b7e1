/**
* | output |
* | --- |
* | "Only if you allow it, separately: news and offers by e-mail, and notifications pushed to your devices." |
*
* @param {Legal_Notice_Purposes_OptionalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_purposes_optional: ((inputs?: Legal_Notice_Purposes_OptionalInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Purposes_OptionalInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Purposes_OptionalInputs = {};
