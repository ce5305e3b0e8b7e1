/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Expert_ReviewsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_reviews: ((inputs?: Expert_ReviewsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_ReviewsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_ReviewsInputs = {};
