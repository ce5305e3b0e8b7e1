/**
* | output |
* | --- |
* | "unknown system" |
*
* @param {Security_Unknown_SystemInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_unknown_system: ((inputs?: Security_Unknown_SystemInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Unknown_SystemInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Unknown_SystemInputs = {};
