/**
* | output |
* | --- |
* | "Signed out of all other devices" |
*
* @param {Security_Revoked_OthersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_revoked_others: ((inputs?: Security_Revoked_OthersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Revoked_OthersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Revoked_OthersInputs = {};
