/**
* | output |
* | --- |
* | "This document is in English. The English text governs." |
*
* @param {Legal_English_GovernsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_english_governs: ((inputs?: Legal_English_GovernsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_English_GovernsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_English_GovernsInputs = {};
