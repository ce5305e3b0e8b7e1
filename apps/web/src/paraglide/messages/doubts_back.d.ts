/**
* | output |
* | --- |
* | "Back to Doubts" |
*
* @param {Doubts_BackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_back: ((inputs?: Doubts_BackInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_BackInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_BackInputs = {};
