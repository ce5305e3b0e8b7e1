/**
* | category | output |
* | --- | --- |
* | "medical" | "patients" |
* | "legal" | "clients" |
* | "financial" | "clients" |
* | "tech" | "clients" |
*
* @param {Term_Persons_ObliqueInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const term_persons_oblique: ((inputs: Term_Persons_ObliqueInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Term_Persons_ObliqueInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Term_Persons_ObliqueInputs = {
    category: "financial" | "legal" | "medical" | "tech";
};
