/**
* | output |
* | --- |
* | "Sign in to like videos" |
*
* @param {Feed_Sign_In_Like_VideosInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_sign_in_like_videos: ((inputs?: Feed_Sign_In_Like_VideosInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Sign_In_Like_VideosInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Sign_In_Like_VideosInputs = {};
