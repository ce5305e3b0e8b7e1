/**
* | output |
* | --- |
* | "Post Question" |
*
* @param {Doubts_Post_QuestionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_post_question: ((inputs?: Doubts_Post_QuestionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Post_QuestionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Post_QuestionInputs = {};
