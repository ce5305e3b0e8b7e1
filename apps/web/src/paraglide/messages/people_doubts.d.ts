/**
* | output |
* | --- |
* | "Doubts" |
*
* @param {People_DoubtsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_doubts: ((inputs?: People_DoubtsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_DoubtsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_DoubtsInputs = {};
