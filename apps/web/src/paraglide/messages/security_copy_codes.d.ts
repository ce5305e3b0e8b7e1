/**
* | output |
* | --- |
* | "Copy codes" |
*
* @param {Security_Copy_CodesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_copy_codes: ((inputs?: Security_Copy_CodesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Copy_CodesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Copy_CodesInputs = {};
