/**
* | output |
* | --- |
* | "Uploading…" |
*
* @param {Feed_Uploading_ProgressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_uploading_progress: ((inputs?: Feed_Uploading_ProgressInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Uploading_ProgressInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Uploading_ProgressInputs = {};
