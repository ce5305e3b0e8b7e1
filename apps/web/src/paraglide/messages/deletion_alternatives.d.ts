/**
* | output |
* | --- |
* | "Alternatives to deletion" |
*
* @param {Deletion_AlternativesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_alternatives: ((inputs?: Deletion_AlternativesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_AlternativesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_AlternativesInputs = {};
