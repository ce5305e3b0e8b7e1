/**
* | output |
* | --- |
* | "Consent and legitimate uses" |
*
* @param {Legal_Policy_BasisInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_policy_basis: ((inputs?: Legal_Policy_BasisInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Policy_BasisInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Policy_BasisInputs = {};
