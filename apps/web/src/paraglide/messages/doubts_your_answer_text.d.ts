/**
* | output |
* | --- |
* | "Share your knowledge and experience to help fellow doctors." |
*
* @param {Doubts_Your_Answer_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_your_answer_text: ((inputs?: Doubts_Your_Answer_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Your_Answer_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Your_Answer_TextInputs = {};
