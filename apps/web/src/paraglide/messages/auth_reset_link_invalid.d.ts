/**
* | output |
* | --- |
* | "This reset link is invalid or has expired. Ask for a new one from the sign-in screen." |
*
* @param {Auth_Reset_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_reset_link_invalid: ((inputs?: Auth_Reset_Link_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_Link_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_Link_InvalidInputs = {};
