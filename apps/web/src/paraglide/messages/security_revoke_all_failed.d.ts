/**
* | output |
* | --- |
* | "Could not sign out everywhere" |
*
* @param {Security_Revoke_All_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_revoke_all_failed: ((inputs?: Security_Revoke_All_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Revoke_All_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Revoke_All_FailedInputs = {};
