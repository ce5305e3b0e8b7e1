/**
* | output |
* | --- |
* | "Code from the app" |
*
* @param {Security_Code_From_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_code_from_app: ((inputs?: Security_Code_From_AppInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Code_From_AppInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Code_From_AppInputs = {};
