/**
* | output |
* | --- |
* | "You agreed to the privacy notice (version {version}) on {date}." |
*
* @param {Consents_AgreedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_agreed: ((inputs: Consents_AgreedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consents_AgreedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consents_AgreedInputs = {
    version: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
