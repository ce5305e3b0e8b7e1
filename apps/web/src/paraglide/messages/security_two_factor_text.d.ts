/**
* | output |
* | --- |
* | "Ask for a code from an authenticator app after your password when you sign in." |
*
* @param {Security_Two_Factor_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_two_factor_text: ((inputs?: Security_Two_Factor_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Two_Factor_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Two_Factor_TextInputs = {};
