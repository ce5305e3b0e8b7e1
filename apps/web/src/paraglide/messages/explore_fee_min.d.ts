/**
* | output |
* | --- |
* | "Lowest fee (₹)" |
*
* @param {Explore_Fee_MinInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_fee_min: ((inputs?: Explore_Fee_MinInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Fee_MinInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Fee_MinInputs = {};
