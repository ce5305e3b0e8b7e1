/**
* | output |
* | --- |
* | "Reply posted" |
*
* @param {Feed_Reply_PostedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_reply_posted: ((inputs?: Feed_Reply_PostedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Reply_PostedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Reply_PostedInputs = {};
