/**
* | category | output |
* | --- | --- |
* | "medical" | "today's consultations" |
* | "legal" | "today's sessions" |
* | "financial" | "today's meetings" |
* | "tech" | "today's sessions" |
*
* @param {Term_Todays_SessionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const term_todays_sessions: ((inputs: Term_Todays_SessionsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Term_Todays_SessionsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Term_Todays_SessionsInputs = {
    category: "financial" | "legal" | "medical" | "tech";
};
