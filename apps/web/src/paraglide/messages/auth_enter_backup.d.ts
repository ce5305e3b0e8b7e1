/**
* | output |
* | --- |
* | "Please enter a backup code" |
*
* @param {Auth_Enter_BackupInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_enter_backup: ((inputs?: Auth_Enter_BackupInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Enter_BackupInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Enter_BackupInputs = {};
