/**
* | output |
* | --- |
* | "Following" |
*
* @param {Feed_Tab_FollowingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_tab_following: ((inputs?: Feed_Tab_FollowingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Tab_FollowingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Tab_FollowingInputs = {};
