/**
* | output |
* | --- |
* | "Sign in to share a post" |
*
* @param {Feed_Sign_In_To_PostInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_sign_in_to_post: ((inputs?: Feed_Sign_In_To_PostInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Sign_In_To_PostInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Sign_In_To_PostInputs = {};
