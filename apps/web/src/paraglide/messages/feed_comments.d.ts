/**
* | form | output |
* | --- | --- |
* | "one" | "{shown} comment" |
* | "other" | "{shown} comments" |
*
* @param {Feed_CommentsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_comments: ((inputs: Feed_CommentsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_CommentsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_CommentsInputs = {
    form: "one" | "other";
    shown: NonNullable<unknown>;
};
