/**
* | output |
* | --- |
* | "Your rights" |
*
* @param {Legal_Policy_RightsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_policy_rights: ((inputs?: Legal_Policy_RightsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Policy_RightsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Policy_RightsInputs = {};
