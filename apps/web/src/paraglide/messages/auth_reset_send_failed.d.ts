/**
* | output |
* | --- |
* | "Could not send the reset link. Please try again." |
*
* @param {Auth_Reset_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_reset_send_failed: ((inputs?: Auth_Reset_Send_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_Send_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_Send_FailedInputs = {};
