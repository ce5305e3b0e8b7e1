/**
* | category | output |
* | --- | --- |
* | "medical" | "Doctor" |
* | "legal" | "Lawyer" |
* | "financial" | "CA" |
* | "tech" | "IT" |
*
* @param {Term_ExpertInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const term_expert: ((inputs: Term_ExpertInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Term_ExpertInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Term_ExpertInputs = {
    category: "financial" | "legal" | "medical" | "tech";
};
