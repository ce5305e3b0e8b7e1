/**
* | output |
* | --- |
* | "Delete this video?" |
*
* @param {Feed_Delete_Video_QuestionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_delete_video_question: ((inputs?: Feed_Delete_Video_QuestionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Delete_Video_QuestionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Delete_Video_QuestionInputs = {};
