/**
* | output |
* | --- |
* | "We'll e-mail you a link to set a new password." |
*
* @param {Auth_Reset_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_reset_description: ((inputs?: Auth_Reset_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_DescriptionInputs = {};
