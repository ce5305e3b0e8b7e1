/**
* | form | output |
* | --- | --- |
* | "one" | "like" |
* | "other" | "likes" |
*
* @param {Feed_Likes_WordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_likes_word: ((inputs: Feed_Likes_WordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Likes_WordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Likes_WordInputs = {
    form: "one" | "other";
};
