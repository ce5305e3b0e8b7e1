/**
* | output |
* | --- |
* | "Videos that doctors share will appear here." |
*
* @param {Feed_No_Videos_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_no_videos_text: ((inputs?: Feed_No_Videos_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_No_Videos_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_No_Videos_TextInputs = {};
