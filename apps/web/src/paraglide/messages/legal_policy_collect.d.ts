/**
* | output |
* | --- |
* | "What we collect" |
*
* @param {Legal_Policy_CollectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_policy_collect: ((inputs?: Legal_Policy_CollectInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Policy_CollectInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Policy_CollectInputs = {};
