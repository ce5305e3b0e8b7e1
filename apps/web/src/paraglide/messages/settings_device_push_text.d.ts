/**
* | output |
* | --- |
* | "Bookings, messages and reminders, even when the app is closed" |
*
* @param {Settings_Device_Push_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_text: ((inputs?: Settings_Device_Push_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Device_Push_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Device_Push_TextInputs = {};
