/**
* | output |
* | --- |
* | "Please enter the 6-digit code or a backup code" |
*
* @param {Security_Enter_Code_Or_BackupInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_enter_code_or_backup: ((inputs?: Security_Enter_Code_Or_BackupInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Enter_Code_Or_BackupInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Enter_Code_Or_BackupInputs = {};
