/**
* | output |
* | --- |
* | "Two-factor authentication is off" |
*
* @param {Security_Two_Factor_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_two_factor_off: ((inputs?: Security_Two_Factor_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Two_Factor_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Two_Factor_OffInputs = {};
