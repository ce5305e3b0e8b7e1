/**
* | output |
* | --- |
* | "You will get news and offers by e-mail" |
*
* @param {Consents_Marketing_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_marketing_on: ((inputs?: Consents_Marketing_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consents_Marketing_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consents_Marketing_OnInputs = {};
