/**
* | output |
* | --- |
* | "Two-factor authentication is on" |
*
* @param {Security_Two_Factor_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_two_factor_on: ((inputs?: Security_Two_Factor_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Two_Factor_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Two_Factor_OnInputs = {};
