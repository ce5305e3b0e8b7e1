/**
* | output |
* | --- |
* | "Share" |
*
* @param {Feed_ShareInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_share: ((inputs?: Feed_ShareInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_ShareInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_ShareInputs = {};
