/**
* | output |
* | --- |
* | "Not provided." |
*
* @param {Expert_Not_ProvidedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_not_provided: ((inputs?: Expert_Not_ProvidedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Not_ProvidedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Not_ProvidedInputs = {};
