/**
* | output |
* | --- |
* | "Save these backup codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again." |
*
* @param {Security_Save_CodesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_save_codes: ((inputs?: Security_Save_CodesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Save_CodesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Save_CodesInputs = {};
