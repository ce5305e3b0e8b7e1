/**
* | output |
* | --- |
* | "Ask Doubt" |
*
* @param {Home_Ask_DoubtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_ask_doubt: ((inputs?: Home_Ask_DoubtInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Ask_DoubtInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Ask_DoubtInputs = {};
