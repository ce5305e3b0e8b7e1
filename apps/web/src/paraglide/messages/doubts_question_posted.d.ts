/**
* | output |
* | --- |
* | "Question posted successfully" |
*
* @param {Doubts_Question_PostedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_question_posted: ((inputs?: Doubts_Question_PostedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Question_PostedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Question_PostedInputs = {};
