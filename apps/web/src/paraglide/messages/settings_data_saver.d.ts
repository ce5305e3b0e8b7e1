/**
* | output |
* | --- |
* | "Data Saver" |
*
* @param {Settings_Data_SaverInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_data_saver: ((inputs?: Settings_Data_SaverInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Data_SaverInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Data_SaverInputs = {};
