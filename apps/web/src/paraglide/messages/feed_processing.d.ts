/**
* | output |
* | --- |
* | "Processing… {percent}%" |
*
* @param {Feed_ProcessingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_processing: ((inputs: Feed_ProcessingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_ProcessingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_ProcessingInputs = {
    percent: NonNullable<unknown>;
};
