/**
* | output |
* | --- |
* | "Posts and videos" |
*
* @param {People_Posts_And_VideosInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_posts_and_videos: ((inputs?: People_Posts_And_VideosInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Posts_And_VideosInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Posts_And_VideosInputs = {};
