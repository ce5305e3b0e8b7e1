/**
* | output |
* | --- |
* | "Unblock {name}?" |
*
* @param {People_Unblock_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_unblock_title: ((inputs: People_Unblock_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Unblock_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Unblock_TitleInputs = {
    name: NonNullable<unknown>;
};
