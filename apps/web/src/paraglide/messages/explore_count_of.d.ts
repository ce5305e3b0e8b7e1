/**
* | output |
* | --- |
* | "{available} of {total} available" |
*
* @param {Explore_Count_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_count_of: ((inputs: Explore_Count_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Count_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Count_OfInputs = {
    available: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
