/**
* | output |
* | --- |
* | "Try adjusting your filters" |
*
* @param {Explore_Adjust_FiltersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_adjust_filters: ((inputs?: Explore_Adjust_FiltersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Adjust_FiltersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Adjust_FiltersInputs = {};
