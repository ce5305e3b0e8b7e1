/**
* | output |
* | --- |
* | "Create Post" |
*
* @param {Home_Create_PostInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_create_post: ((inputs?: Home_Create_PostInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Create_PostInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Create_PostInputs = {};
