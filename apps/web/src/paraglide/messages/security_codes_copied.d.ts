/**
* | output |
* | --- |
* | "Backup codes copied" |
*
* @param {Security_Codes_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_codes_copied: ((inputs?: Security_Codes_CopiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Codes_CopiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Codes_CopiedInputs = {};
