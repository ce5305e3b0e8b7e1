/**
* | output |
* | --- |
* | "No videos yet" |
*
* @param {Feed_No_VideosInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_no_videos: ((inputs?: Feed_No_VideosInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_No_VideosInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_No_VideosInputs = {};
