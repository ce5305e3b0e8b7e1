/**
* | output |
* | --- |
* | "Processing failed: this video plays only in its original quality." |
*
* @param {Feed_Processing_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_processing_failed: ((inputs?: Feed_Processing_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Processing_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Processing_FailedInputs = {};
