/**
* | output |
* | --- |
* | "This reset link is invalid or has expired. Ask for a new one." |
*
* @param {Auth_Reset_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_reset_link_expired: ((inputs?: Auth_Reset_Link_ExpiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_Link_ExpiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_Link_ExpiredInputs = {};
