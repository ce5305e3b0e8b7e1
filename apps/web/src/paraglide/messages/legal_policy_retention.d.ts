/**
* | output |
* | --- |
* | "How long we keep it" |
*
* @param {Legal_Policy_RetentionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_policy_retention: ((inputs?: Legal_Policy_RetentionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Policy_RetentionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Policy_RetentionInputs = {};
