/**
* | output |
* | --- |
* | "Consultation Preferences" |
*
* @param {Settings_Consultation_PreferencesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_consultation_preferences: ((inputs?: Settings_Consultation_PreferencesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Consultation_PreferencesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Consultation_PreferencesInputs = {};
