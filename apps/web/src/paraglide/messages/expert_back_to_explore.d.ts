/**
* | output |
* | --- |
* | "Back to Explore" |
*
* @param {Expert_Back_To_ExploreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_back_to_explore: ((inputs?: Expert_Back_To_ExploreInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Back_To_ExploreInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Back_To_ExploreInputs = {};
