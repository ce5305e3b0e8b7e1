/**
* | output |
* | --- |
* | "Unfollow" |
*
* @param {People_UnfollowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_unfollow: ((inputs?: People_UnfollowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_UnfollowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_UnfollowInputs = {};
