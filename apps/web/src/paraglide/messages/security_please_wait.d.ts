/**
* | output |
* | --- |
* | "Please wait..." |
*
* @param {Security_Please_WaitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_please_wait: ((inputs?: Security_Please_WaitInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Please_WaitInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Please_WaitInputs = {};
