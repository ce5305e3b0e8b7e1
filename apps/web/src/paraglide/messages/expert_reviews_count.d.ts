/**
* | n | output |
* | --- | --- |
* | "one" | "({count} reviews)" |
* | "other" | "({count} reviews)" |
*
* @param {Expert_Reviews_CountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_reviews_count: ((inputs: Expert_Reviews_CountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Reviews_CountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Reviews_CountInputs = {
    count: NonNullable<unknown>;
};
