/**
* | output |
* | --- |
* | "Following" |
*
* @param {People_FollowingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_following: ((inputs?: People_FollowingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_FollowingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_FollowingInputs = {};
