/**
* | output |
* | --- |
* | "Signed out everywhere" |
*
* @param {Security_Revoked_AllInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_revoked_all: ((inputs?: Security_Revoked_AllInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Revoked_AllInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Revoked_AllInputs = {};
