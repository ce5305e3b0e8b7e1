/**
* | output |
* | --- |
* | "Write your answer..." |
*
* @param {Doubts_Answer_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_answer_placeholder: ((inputs?: Doubts_Answer_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Answer_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Answer_PlaceholderInputs = {};
