/**
* | output |
* | --- |
* | "These settings are saved on this device." |
*
* @param {Settings_Saved_On_DeviceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_saved_on_device: ((inputs?: Settings_Saved_On_DeviceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Saved_On_DeviceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Saved_On_DeviceInputs = {};
