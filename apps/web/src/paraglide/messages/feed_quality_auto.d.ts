/**
* | output |
* | --- |
* | "Auto" |
*
* @param {Feed_Quality_AutoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_quality_auto: ((inputs?: Feed_Quality_AutoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Quality_AutoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Quality_AutoInputs = {};
