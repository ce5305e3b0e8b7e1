/**
* | output |
* | --- |
* | "Posts shared" |
*
* @param {Home_Posts_SharedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_posts_shared: ((inputs?: Home_Posts_SharedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Posts_SharedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Posts_SharedInputs = {};
