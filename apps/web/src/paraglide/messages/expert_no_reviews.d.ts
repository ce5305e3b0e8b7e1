/**
* | output |
* | --- |
* | "No reviews yet." |
*
* @param {Expert_No_ReviewsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_no_reviews: ((inputs?: Expert_No_ReviewsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_No_ReviewsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_No_ReviewsInputs = {};
