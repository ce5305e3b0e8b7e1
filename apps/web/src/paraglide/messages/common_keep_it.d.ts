/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Common_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const common_keep_it: ((inputs?: Common_Keep_ItInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Keep_ItInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Keep_ItInputs = {};
