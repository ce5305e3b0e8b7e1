/**
* | output |
* | --- |
* | "Signed out of that device" |
*
* @param {Security_RevokedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_revoked: ((inputs?: Security_RevokedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_RevokedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_RevokedInputs = {};
