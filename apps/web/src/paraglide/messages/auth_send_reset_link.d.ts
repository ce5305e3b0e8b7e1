/**
* | output |
* | --- |
* | "Send reset link" |
*
* @param {Auth_Send_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_send_reset_link: ((inputs?: Auth_Send_Reset_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_Reset_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Send_Reset_LinkInputs = {};
