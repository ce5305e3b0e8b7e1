/**
* | output |
* | --- |
* | "Use a dark theme across the app" |
*
* @param {Settings_Dark_Mode_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_dark_mode_text: ((inputs?: Settings_Dark_Mode_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Dark_Mode_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Dark_Mode_TextInputs = {};
