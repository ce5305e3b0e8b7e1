/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Common_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const common_go_home: ((inputs?: Common_Go_HomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Go_HomeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Go_HomeInputs = {};
