/**
* | output |
* | --- |
* | "Sign out of my other devices" |
*
* @param {Security_Revoke_Others_CheckInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_revoke_others_check: ((inputs?: Security_Revoke_Others_CheckInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Revoke_Others_CheckInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Revoke_Others_CheckInputs = {};
