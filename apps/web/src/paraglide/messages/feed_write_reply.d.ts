/**
* | output |
* | --- |
* | "Write a reply" |
*
* @param {Feed_Write_ReplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_write_reply: ((inputs?: Feed_Write_ReplyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Write_ReplyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Write_ReplyInputs = {};
