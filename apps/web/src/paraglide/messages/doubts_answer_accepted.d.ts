/**
* | output |
* | --- |
* | "Answer accepted" |
*
* @param {Doubts_Answer_AcceptedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_answer_accepted: ((inputs?: Doubts_Answer_AcceptedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Answer_AcceptedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Answer_AcceptedInputs = {};
