/**
* | output |
* | --- |
* | "Could not change notifications on this device" |
*
* @param {Settings_Device_Push_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_failed: ((inputs?: Settings_Device_Push_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Device_Push_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Device_Push_FailedInputs = {};
