/**
* | output |
* | --- |
* | "{total} found · {available} available" |
*
* @param {Explore_Count_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_count_found: ((inputs: Explore_Count_FoundInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Count_FoundInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Count_FoundInputs = {
    total: NonNullable<unknown>;
    available: NonNullable<unknown>;
};
