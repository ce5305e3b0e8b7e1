/**
* | output |
* | --- |
* | "Sign in to see posts and videos from the people you follow." |
*
* @param {Feed_Following_Sign_In_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_following_sign_in_text: ((inputs?: Feed_Following_Sign_In_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Following_Sign_In_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Following_Sign_In_TextInputs = {};
