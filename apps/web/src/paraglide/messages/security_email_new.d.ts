/**
* | output |
* | --- |
* | "New e-mail address" |
*
* @param {Security_Email_NewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_email_new: ((inputs?: Security_Email_NewInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Email_NewInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Email_NewInputs = {};
