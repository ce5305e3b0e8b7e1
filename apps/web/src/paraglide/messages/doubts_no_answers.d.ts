/**
* | output |
* | --- |
* | "No answers yet. Be the first to help!" |
*
* @param {Doubts_No_AnswersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_no_answers: ((inputs?: Doubts_No_AnswersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_No_AnswersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_No_AnswersInputs = {};
