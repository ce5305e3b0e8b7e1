/**
* | output |
* | --- |
* | "Unblock" |
*
* @param {People_UnblockInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_unblock: ((inputs?: People_UnblockInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_UnblockInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_UnblockInputs = {};
