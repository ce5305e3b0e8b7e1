/**
* | output |
* | --- |
* | "Send me news and offers by e-mail (optional)" |
*
* @param {Auth_Marketing_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_marketing_label: ((inputs?: Auth_Marketing_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Marketing_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Marketing_LabelInputs = {};
