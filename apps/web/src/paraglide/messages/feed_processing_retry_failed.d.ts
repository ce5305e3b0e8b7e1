/**
* | output |
* | --- |
* | "Could not start processing again" |
*
* @param {Feed_Processing_Retry_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_processing_retry_failed: ((inputs?: Feed_Processing_Retry_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Processing_Retry_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Processing_Retry_FailedInputs = {};
