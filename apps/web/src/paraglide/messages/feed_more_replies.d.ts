/**
* | form | output |
* | --- | --- |
* | "one" | "View {count} more reply" |
* | "other" | "View {count} more replies" |
*
* @param {Feed_More_RepliesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_more_replies: ((inputs: Feed_More_RepliesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_More_RepliesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_More_RepliesInputs = {
    form: "one" | "other";
    count: NonNullable<unknown>;
};
