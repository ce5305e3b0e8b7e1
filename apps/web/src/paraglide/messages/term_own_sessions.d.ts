/**
* | category | output |
* | --- | --- |
* | "medical" | "your consultations" |
* | "legal" | "your sessions" |
* | "financial" | "your meetings" |
* | "tech" | "your sessions" |
*
* @param {Term_Own_SessionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const term_own_sessions: ((inputs: Term_Own_SessionsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Term_Own_SessionsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Term_Own_SessionsInputs = {
    category: "financial" | "legal" | "medical" | "tech";
};
