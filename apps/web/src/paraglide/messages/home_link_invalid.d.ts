/**
* | output |
* | --- |
* | "This link is invalid or has expired. Sign in to get a new one." |
*
* @param {Home_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_link_invalid: ((inputs?: Home_Link_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Link_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Link_InvalidInputs = {};
