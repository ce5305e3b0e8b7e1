/**
* | output |
* | --- |
* | "The app is now in English" |
*
* @param {Settings_Language_SavedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_language_saved: ((inputs?: Settings_Language_SavedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Language_SavedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Language_SavedInputs = {};
