/**
* | output |
* | --- |
* | "Rated 4 and above" |
*
* @param {Explore_Rated_4Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_rated_4: ((inputs?: Explore_Rated_4Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Rated_4Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Rated_4Inputs = {};
