/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Legal_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_back_home: ((inputs?: Legal_Back_HomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Back_HomeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Back_HomeInputs = {};
