/**
* | output |
* | --- |
* | "Cookies and local storage" |
*
* @param {Legal_Policy_CookiesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_policy_cookies: ((inputs?: Legal_Policy_CookiesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Policy_CookiesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Policy_CookiesInputs = {};
