/**
* | output |
* | --- |
* | "You may ask for a summary of your data, have it corrected, have it erased (Account and Data Deletion), have a grievance addressed, and nominate someone to ac..." |
*
* @param {Legal_Notice_Rights_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_rights_text: ((inputs?: Legal_Notice_Rights_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Rights_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Rights_TextInputs = {};
