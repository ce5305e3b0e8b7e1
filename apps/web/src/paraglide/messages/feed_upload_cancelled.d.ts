/**
* | output |
* | --- |
* | "Upload cancelled" |
*
* @param {Feed_Upload_CancelledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_upload_cancelled: ((inputs?: Feed_Upload_CancelledInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Upload_CancelledInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Upload_CancelledInputs = {};
