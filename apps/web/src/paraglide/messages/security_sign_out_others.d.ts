/**
* | output |
* | --- |
* | "Sign out of other devices" |
*
* @param {Security_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_sign_out_others: ((inputs?: Security_Sign_Out_OthersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Sign_Out_OthersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Sign_Out_OthersInputs = {};
