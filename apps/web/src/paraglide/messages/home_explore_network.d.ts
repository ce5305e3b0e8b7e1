/**
* | output |
* | --- |
* | "Explore Network" |
*
* @param {Home_Explore_NetworkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_explore_network: ((inputs?: Home_Explore_NetworkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Explore_NetworkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Explore_NetworkInputs = {};
