/**
* | output |
* | --- |
* | "Ask a Question" |
*
* @param {Doubts_Ask_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_ask_title: ((inputs?: Doubts_Ask_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Ask_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Ask_TitleInputs = {};
