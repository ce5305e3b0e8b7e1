/**
* | output |
* | --- |
* | "Sign in to like posts" |
*
* @param {Feed_Sign_In_Like_PostsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_sign_in_like_posts: ((inputs?: Feed_Sign_In_Like_PostsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Sign_In_Like_PostsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Sign_In_Like_PostsInputs = {};
