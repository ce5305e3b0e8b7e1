/**
* | output |
* | --- |
* | "Use a backup code instead" |
*
* @param {Auth_Use_BackupInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_use_backup: ((inputs?: Auth_Use_BackupInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Use_BackupInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Use_BackupInputs = {};
