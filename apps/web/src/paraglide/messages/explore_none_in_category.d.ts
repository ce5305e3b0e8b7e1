/**
* | output |
* | --- |
* | "No experts available in this category" |
*
* @param {Explore_None_In_CategoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_none_in_category: ((inputs?: Explore_None_In_CategoryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_None_In_CategoryInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_None_In_CategoryInputs = {};
