/**
* | output |
* | --- |
* | "Push notifications before your sessions" |
*
* @param {Settings_Reminders_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_reminders_text: ((inputs?: Settings_Reminders_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Reminders_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Reminders_TextInputs = {};
