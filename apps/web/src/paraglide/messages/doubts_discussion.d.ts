/**
* | output |
* | --- |
* | "Doubt Discussion" |
*
* @param {Doubts_DiscussionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_discussion: ((inputs?: Doubts_DiscussionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_DiscussionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_DiscussionInputs = {};
