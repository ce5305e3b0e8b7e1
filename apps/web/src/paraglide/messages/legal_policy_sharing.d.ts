/**
* | output |
* | --- |
* | "Who we share it with" |
*
* @param {Legal_Policy_SharingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_policy_sharing: ((inputs?: Legal_Policy_SharingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Policy_SharingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Policy_SharingInputs = {};
