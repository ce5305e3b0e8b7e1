/**
* | output |
* | --- |
* | "· edited" |
*
* @param {Expert_EditedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_edited: ((inputs?: Expert_EditedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_EditedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_EditedInputs = {};
