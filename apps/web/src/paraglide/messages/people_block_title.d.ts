/**
* | output |
* | --- |
* | "Block {name}?" |
*
* @param {People_Block_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_block_title: ((inputs: People_Block_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Block_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Block_TitleInputs = {
    name: NonNullable<unknown>;
};
