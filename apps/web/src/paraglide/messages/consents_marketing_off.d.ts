/**
* | output |
* | --- |
* | "Marketing e-mail withdrawn" |
*
* @param {Consents_Marketing_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_marketing_off: ((inputs?: Consents_Marketing_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consents_Marketing_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consents_Marketing_OffInputs = {};
