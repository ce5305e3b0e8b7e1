/**
* | output |
* | --- |
* | "Resuming your earlier upload…" |
*
* @param {Feed_ResumingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_resuming: ((inputs?: Feed_ResumingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_ResumingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_ResumingInputs = {};
