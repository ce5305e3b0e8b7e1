/**
* | output |
* | --- |
* | "Backup code" |
*
* @param {Auth_Backup_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_backup_code: ((inputs?: Auth_Backup_CodeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Backup_CodeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Backup_CodeInputs = {};
