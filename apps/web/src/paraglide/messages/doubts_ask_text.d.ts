/**
* | output |
* | --- |
* | "Get answers from fellow doctors." |
*
* @param {Doubts_Ask_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_ask_text: ((inputs?: Doubts_Ask_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Ask_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Ask_TextInputs = {};
