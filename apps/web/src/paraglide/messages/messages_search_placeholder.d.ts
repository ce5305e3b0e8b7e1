/**
* | output |
* | --- |
* | "Search conversations..." |
*
* @param {Messages_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_search_placeholder: ((inputs?: Messages_Search_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Search_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Search_PlaceholderInputs = {};
