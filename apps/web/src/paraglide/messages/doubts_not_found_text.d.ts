/**
* | output |
* | --- |
* | "This question may have been removed, or the link is wrong." |
*
* @param {Doubts_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_not_found_text: ((inputs?: Doubts_Not_Found_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Not_Found_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Not_Found_TextInputs = {};
