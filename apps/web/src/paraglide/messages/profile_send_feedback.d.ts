/**
* | output |
* | --- |
* | "Send Feedback" |
*
* @param {Profile_Send_FeedbackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_send_feedback: ((inputs?: Profile_Send_FeedbackInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Send_FeedbackInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Send_FeedbackInputs = {};
