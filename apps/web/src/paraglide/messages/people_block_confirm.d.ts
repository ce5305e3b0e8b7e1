/**
* | output |
* | --- |
* | "Yes, block" |
*
* @param {People_Block_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_block_confirm: ((inputs?: People_Block_ConfirmInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Block_ConfirmInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Block_ConfirmInputs = {};
