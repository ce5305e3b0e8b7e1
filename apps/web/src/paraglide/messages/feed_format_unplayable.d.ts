/**
* | output |
* | --- |
* | "This video's format cannot be played in this browser." |
*
* @param {Feed_Format_UnplayableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_format_unplayable: ((inputs?: Feed_Format_UnplayableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Format_UnplayableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Format_UnplayableInputs = {};
