/**
* | output |
* | --- |
* | "Fee: low to high" |
*
* @param {Explore_Sort_FeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_sort_fee: ((inputs?: Explore_Sort_FeeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Sort_FeeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Sort_FeeInputs = {};
