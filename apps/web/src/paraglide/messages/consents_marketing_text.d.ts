/**
* | output |
* | --- |
* | "News and offers from us by e-mail" |
*
* @param {Consents_Marketing_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_marketing_text: ((inputs?: Consents_Marketing_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consents_Marketing_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consents_Marketing_TextInputs = {};
