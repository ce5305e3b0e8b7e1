/**
* | output |
* | --- |
* | "Now: [{email}]" |
*
* @param {Security_Email_NowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_email_now: ((inputs: Security_Email_NowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Email_NowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Email_NowInputs = {
    email: NonNullable<unknown>;
};
