/**
* | output |
* | --- |
* | "Try adjusting your search" |
*
* @param {Explore_Adjust_SearchInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_adjust_search: ((inputs?: Explore_Adjust_SearchInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Adjust_SearchInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Adjust_SearchInputs = {};
