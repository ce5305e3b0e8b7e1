/**
* | output |
* | --- |
* | "Every expert offers video, voice and chat consultations. You choose the mode when you book, and you can add notes for the expert beforehand." |
*
* @param {Profile_Faq_Modes_AInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_faq_modes_a: ((inputs?: Profile_Faq_Modes_AInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Faq_Modes_AInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Faq_Modes_AInputs = {};
