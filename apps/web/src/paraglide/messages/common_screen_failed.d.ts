/**
* | output |
* | --- |
* | "Something went wrong on this screen." |
*
* @param {Common_Screen_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const common_screen_failed: ((inputs?: Common_Screen_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Screen_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Screen_FailedInputs = {};
