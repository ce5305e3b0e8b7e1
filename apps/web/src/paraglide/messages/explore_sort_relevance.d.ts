/**
* | output |
* | --- |
* | "Relevance" |
*
* @param {Explore_Sort_RelevanceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_sort_relevance: ((inputs?: Explore_Sort_RelevanceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Sort_RelevanceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Sort_RelevanceInputs = {};
