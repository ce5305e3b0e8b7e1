/**
* | output |
* | --- |
* | "Children" |
*
* @param {Legal_Policy_ChildrenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_policy_children: ((inputs?: Legal_Policy_ChildrenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Policy_ChildrenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Policy_ChildrenInputs = {};
