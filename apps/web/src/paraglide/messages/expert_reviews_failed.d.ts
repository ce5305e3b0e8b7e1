/**
* | output |
* | --- |
* | "Could not load the reviews." |
*
* @param {Expert_Reviews_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_reviews_failed: ((inputs?: Expert_Reviews_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Reviews_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Reviews_FailedInputs = {};
