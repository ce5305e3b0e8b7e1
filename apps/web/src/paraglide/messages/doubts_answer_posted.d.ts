/**
* | output |
* | --- |
* | "Answer posted successfully" |
*
* @param {Doubts_Answer_PostedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_answer_posted: ((inputs?: Doubts_Answer_PostedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Answer_PostedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Answer_PostedInputs = {};
