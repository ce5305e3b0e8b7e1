/**
* | output |
* | --- |
* | "Post Answer" |
*
* @param {Doubts_Post_AnswerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_post_answer: ((inputs?: Doubts_Post_AnswerInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Post_AnswerInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Post_AnswerInputs = {};
