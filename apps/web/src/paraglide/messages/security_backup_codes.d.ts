/**
* | output |
* | --- |
* | "Backup codes" |
*
* @param {Security_Backup_CodesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_backup_codes: ((inputs?: Security_Backup_CodesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Backup_CodesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Backup_CodesInputs = {};
