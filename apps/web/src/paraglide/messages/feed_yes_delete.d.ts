/**
* | output |
* | --- |
* | "Yes, delete" |
*
* @param {Feed_Yes_DeleteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_yes_delete: ((inputs?: Feed_Yes_DeleteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Yes_DeleteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Yes_DeleteInputs = {};
