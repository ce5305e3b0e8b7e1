/**
* | output |
* | --- |
* | "Explore Experts" |
*
* @param {Messages_ExploreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_explore: ((inputs?: Messages_ExploreInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_ExploreInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_ExploreInputs = {};
