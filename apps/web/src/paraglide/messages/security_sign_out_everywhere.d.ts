/**
* | output |
* | --- |
* | "Sign out everywhere" |
*
* @param {Security_Sign_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_sign_out_everywhere: ((inputs?: Security_Sign_Out_EverywhereInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Sign_Out_EverywhereInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Sign_Out_EverywhereInputs = {};
