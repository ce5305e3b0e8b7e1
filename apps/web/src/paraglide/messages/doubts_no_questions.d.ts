/**
* | output |
* | --- |
* | "No questions yet. Be the first to ask!" |
*
* @param {Doubts_No_QuestionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_no_questions: ((inputs?: Doubts_No_QuestionsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_No_QuestionsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_No_QuestionsInputs = {};
