/**
* | output |
* | --- |
* | "Help us improve" |
*
* @param {Profile_Feedback_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_feedback_title: ((inputs?: Profile_Feedback_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Feedback_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Feedback_TitleInputs = {};
