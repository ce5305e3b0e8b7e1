/**
* | output |
* | --- |
* | "Upload progress" |
*
* @param {Feed_Upload_ProgressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_upload_progress: ((inputs?: Feed_Upload_ProgressInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Upload_ProgressInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Upload_ProgressInputs = {};
