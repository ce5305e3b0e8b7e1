/**
* | output |
* | --- |
* | "Videos" |
*
* @param {Feed_Tab_VideosInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_tab_videos: ((inputs?: Feed_Tab_VideosInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Tab_VideosInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Tab_VideosInputs = {};
