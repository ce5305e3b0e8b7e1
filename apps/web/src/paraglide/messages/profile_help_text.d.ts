/**
* | output |
* | --- |
* | "Answers to common questions, and how to reach us." |
*
* @param {Profile_Help_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_help_text: ((inputs?: Profile_Help_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Help_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Help_TextInputs = {};
