/**
* | output |
* | --- |
* | "We sent a link to the new address. Your e-mail changes when you open it (within an hour)." |
*
* @param {Security_Email_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_email_sent: ((inputs?: Security_Email_SentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Email_SentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Email_SentInputs = {};
