/**
* | form | output |
* | --- | --- |
* | "one" | "comment" |
* | "other" | "comments" |
*
* @param {Feed_Comments_WordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_comments_word: ((inputs: Feed_Comments_WordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Comments_WordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Comments_WordInputs = {
    form: "one" | "other";
};
