/**
* | output |
* | --- |
* | "Light mode enabled" |
*
* @param {Settings_Dark_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_dark_off: ((inputs?: Settings_Dark_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Dark_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Dark_OffInputs = {};
