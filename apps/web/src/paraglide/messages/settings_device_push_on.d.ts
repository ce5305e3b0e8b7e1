/**
* | output |
* | --- |
* | "Notifications on this device enabled" |
*
* @param {Settings_Device_Push_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_on: ((inputs?: Settings_Device_Push_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Device_Push_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Device_Push_OnInputs = {};
