/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Settings_New_TabInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_new_tab: ((inputs?: Settings_New_TabInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_New_TabInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_New_TabInputs = {};
