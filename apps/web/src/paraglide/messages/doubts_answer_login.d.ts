/**
* | output |
* | --- |
* | "Please login to answer" |
*
* @param {Doubts_Answer_LoginInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_answer_login: ((inputs?: Doubts_Answer_LoginInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Answer_LoginInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Answer_LoginInputs = {};
