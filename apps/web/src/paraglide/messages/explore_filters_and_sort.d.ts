/**
* | output |
* | --- |
* | "Filters and sort" |
*
* @param {Explore_Filters_And_SortInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_filters_and_sort: ((inputs?: Explore_Filters_And_SortInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Filters_And_SortInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Filters_And_SortInputs = {};
