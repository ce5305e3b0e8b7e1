/**
* | output |
* | --- |
* | "They will be able to comment, follow and message you again." |
*
* @param {People_Unblock_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_unblock_text: ((inputs?: People_Unblock_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Unblock_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Unblock_TextInputs = {};
