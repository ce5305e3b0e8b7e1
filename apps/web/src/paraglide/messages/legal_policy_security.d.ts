/**
* | output |
* | --- |
* | "How we protect it" |
*
* @param {Legal_Policy_SecurityInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_policy_security: ((inputs?: Legal_Policy_SecurityInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Policy_SecurityInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Policy_SecurityInputs = {};
