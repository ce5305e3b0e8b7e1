/**
* | output |
* | --- |
* | "Email Support" |
*
* @param {Profile_Email_SupportInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_email_support: ((inputs?: Profile_Email_SupportInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Email_SupportInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Email_SupportInputs = {};
