/**
* | output |
* | --- |
* | "Sign in to comment" |
*
* @param {Feed_Sign_In_To_CommentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_sign_in_to_comment: ((inputs?: Feed_Sign_In_To_CommentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Sign_In_To_CommentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Sign_In_To_CommentInputs = {};
