/**
* | output |
* | --- |
* | "Appointment Reminders" |
*
* @param {Settings_RemindersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_reminders: ((inputs?: Settings_RemindersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_RemindersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_RemindersInputs = {};
