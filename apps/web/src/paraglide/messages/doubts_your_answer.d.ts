/**
* | output |
* | --- |
* | "Your Answer" |
*
* @param {Doubts_Your_AnswerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_your_answer: ((inputs?: Doubts_Your_AnswerInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Your_AnswerInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Your_AnswerInputs = {};
