/**
* | output |
* | --- |
* | "Filters ({count})" |
*
* @param {Explore_Filters_CountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_filters_count: ((inputs: Explore_Filters_CountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Filters_CountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Filters_CountInputs = {
    count: NonNullable<unknown>;
};
