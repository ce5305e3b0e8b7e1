/**
* | output |
* | --- |
* | "Data Usage" |
*
* @param {Settings_Data_UsageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_data_usage: ((inputs?: Settings_Data_UsageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Data_UsageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Data_UsageInputs = {};
