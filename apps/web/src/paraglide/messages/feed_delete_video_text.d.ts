/**
* | output |
* | --- |
* | "Delete this video? This cannot be undone." |
*
* @param {Feed_Delete_Video_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_delete_video_text: ((inputs?: Feed_Delete_Video_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Delete_Video_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Delete_Video_TextInputs = {};
