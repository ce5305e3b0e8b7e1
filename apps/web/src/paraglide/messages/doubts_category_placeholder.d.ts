/**
* | output |
* | --- |
* | "e.g. Cardiology" |
*
* @param {Doubts_Category_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_category_placeholder: ((inputs?: Doubts_Category_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Category_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Category_PlaceholderInputs = {};
