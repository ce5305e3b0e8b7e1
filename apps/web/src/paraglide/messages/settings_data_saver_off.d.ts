/**
* | output |
* | --- |
* | "Data saver off" |
*
* @param {Settings_Data_Saver_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_data_saver_off: ((inputs?: Settings_Data_Saver_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Data_Saver_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Data_Saver_OffInputs = {};
