/**
* | output |
* | --- |
* | "Your e-mail address, password, two-factor authentication and the devices signed in to your account." |
*
* @param {Security_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_description: ((inputs?: Security_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_DescriptionInputs = {};
