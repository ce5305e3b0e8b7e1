/**
* | output |
* | --- |
* | "Enter one of the backup codes you saved when you turned on two-factor authentication." |
*
* @param {Auth_Backup_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_backup_hint: ((inputs?: Auth_Backup_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Backup_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Backup_HintInputs = {};
