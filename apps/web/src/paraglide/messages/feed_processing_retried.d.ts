/**
* | output |
* | --- |
* | "Processing started again" |
*
* @param {Feed_Processing_RetriedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_processing_retried: ((inputs?: Feed_Processing_RetriedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Processing_RetriedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Processing_RetriedInputs = {};
