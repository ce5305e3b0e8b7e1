/**
* | output |
* | --- |
* | "Notifications on this device disabled" |
*
* @param {Settings_Device_Push_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_off: ((inputs?: Settings_Device_Push_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Device_Push_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Device_Push_OffInputs = {};
