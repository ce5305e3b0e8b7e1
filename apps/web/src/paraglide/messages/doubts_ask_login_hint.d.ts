/**
* | output |
* | --- |
* | "Please sign in to ask a question." |
*
* @param {Doubts_Ask_Login_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_ask_login_hint: ((inputs?: Doubts_Ask_Login_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Ask_Login_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Ask_Login_HintInputs = {};
