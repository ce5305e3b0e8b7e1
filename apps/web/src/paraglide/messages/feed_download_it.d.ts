/**
* | output |
* | --- |
* | "Download it" |
*
* @param {Feed_Download_ItInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_download_it: ((inputs?: Feed_Download_ItInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Download_ItInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Download_ItInputs = {};
