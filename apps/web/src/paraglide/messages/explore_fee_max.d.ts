/**
* | output |
* | --- |
* | "Highest fee (₹)" |
*
* @param {Explore_Fee_MaxInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_fee_max: ((inputs?: Explore_Fee_MaxInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Fee_MaxInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Fee_MaxInputs = {};
