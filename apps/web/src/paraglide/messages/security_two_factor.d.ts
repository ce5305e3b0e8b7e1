/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Security_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_two_factor: ((inputs?: Security_Two_FactorInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Two_FactorInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Two_FactorInputs = {};
