/**
* | output |
* | --- |
* | "Accepted Answer" |
*
* @param {Doubts_Accepted_AnswerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_accepted_answer: ((inputs?: Doubts_Accepted_AnswerInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Accepted_AnswerInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Accepted_AnswerInputs = {};
