/**
* | output |
* | --- |
* | "Only signed-in doctors can post to the network." |
*
* @param {Feed_Sign_In_To_Post_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_sign_in_to_post_text: ((inputs?: Feed_Sign_In_To_Post_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Sign_In_To_Post_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Sign_In_To_Post_TextInputs = {};
