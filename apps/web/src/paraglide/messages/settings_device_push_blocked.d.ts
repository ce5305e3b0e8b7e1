/**
* | output |
* | --- |
* | "Blocked in your browser's site settings" |
*
* @param {Settings_Device_Push_BlockedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_blocked: ((inputs?: Settings_Device_Push_BlockedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Device_Push_BlockedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Device_Push_BlockedInputs = {};
