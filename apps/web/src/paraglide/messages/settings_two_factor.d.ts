/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Settings_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_two_factor: ((inputs?: Settings_Two_FactorInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Two_FactorInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Two_FactorInputs = {};
