/**
* | output |
* | --- |
* | "Tell us what works for you and what does not." |
*
* @param {Profile_Feedback_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_feedback_text: ((inputs?: Profile_Feedback_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Feedback_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Feedback_TextInputs = {};
