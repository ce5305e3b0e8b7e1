/**
* | output |
* | --- |
* | "Add Image (Coming Soon)" |
*
* @param {Feed_Add_ImageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_add_image: ((inputs?: Feed_Add_ImageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Add_ImageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Add_ImageInputs = {};
