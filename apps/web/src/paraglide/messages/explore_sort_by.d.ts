/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Explore_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_sort_by: ((inputs?: Explore_Sort_ByInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Sort_ByInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Sort_ByInputs = {};
