/**
* | output |
* | --- |
* | "Notifications are blocked for this site. Allow them in your browser's site settings." |
*
* @param {Settings_Device_Push_Blocked_ToastInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_blocked_toast: ((inputs?: Settings_Device_Push_Blocked_ToastInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Device_Push_Blocked_ToastInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Device_Push_Blocked_ToastInputs = {};
