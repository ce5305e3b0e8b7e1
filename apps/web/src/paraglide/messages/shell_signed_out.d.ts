/**
* | output |
* | --- |
* | "Signed out successfully" |
*
* @param {Shell_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_signed_out: ((inputs?: Shell_Signed_OutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Signed_OutInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Signed_OutInputs = {};
