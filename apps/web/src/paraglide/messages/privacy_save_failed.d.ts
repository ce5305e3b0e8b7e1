/**
* | output |
* | --- |
* | "Could not save your choice" |
*
* @param {Privacy_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_save_failed: ((inputs?: Privacy_Save_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Save_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Save_FailedInputs = {};
