/**
* | output |
* | --- |
* | "Sign in to continue" |
*
* @param {Common_Sign_In_ContinueInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const common_sign_in_continue: ((inputs?: Common_Sign_In_ContinueInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Sign_In_ContinueInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Sign_In_ContinueInputs = {};
