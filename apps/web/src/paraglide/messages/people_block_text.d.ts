/**
* | output |
* | --- |
* | "They will no longer be able to comment on your posts and videos, follow you or message you, and you will stop seeing what they share." |
*
* @param {People_Block_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_block_text: ((inputs?: People_Block_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Block_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Block_TextInputs = {};
