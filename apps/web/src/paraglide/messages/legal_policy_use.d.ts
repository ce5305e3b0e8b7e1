/**
* | output |
* | --- |
* | "How we use it" |
*
* @param {Legal_Policy_UseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_policy_use: ((inputs?: Legal_Policy_UseInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Policy_UseInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Policy_UseInputs = {};
