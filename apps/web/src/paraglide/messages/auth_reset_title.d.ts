/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Auth_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title: ((inputs?: Auth_Reset_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_TitleInputs = {};
