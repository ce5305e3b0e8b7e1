/**
* | output |
* | --- |
* | "Earliest available" |
*
* @param {Explore_Sort_EarliestInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_sort_earliest: ((inputs?: Explore_Sort_EarliestInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Sort_EarliestInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Sort_EarliestInputs = {};
