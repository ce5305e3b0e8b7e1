/**
* | output |
* | --- |
* | "Questions? Contact us" |
*
* @param {Deletion_QuestionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_questions: ((inputs?: Deletion_QuestionsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_QuestionsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_QuestionsInputs = {};
