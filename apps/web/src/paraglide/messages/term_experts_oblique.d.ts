/**
* | category | output |
* | --- | --- |
* | "medical" | "doctors" |
* | "legal" | "lawyers" |
* | "financial" | "cas" |
* | "tech" | "it experts" |
*
* @param {Term_Experts_ObliqueInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const term_experts_oblique: ((inputs: Term_Experts_ObliqueInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Term_Experts_ObliqueInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Term_Experts_ObliqueInputs = {
    category: "financial" | "legal" | "medical" | "tech";
};
