/**
* | output |
* | --- |
* | "Contact and grievances" |
*
* @param {Legal_Policy_ContactInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_policy_contact: ((inputs?: Legal_Policy_ContactInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Policy_ContactInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Policy_ContactInputs = {};
