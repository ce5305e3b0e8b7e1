/**
* | output |
* | --- |
* | "Their posts and videos" |
*
* @param {Feed_List_AuthorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_list_author: ((inputs?: Feed_List_AuthorInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_List_AuthorInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_List_AuthorInputs = {};
