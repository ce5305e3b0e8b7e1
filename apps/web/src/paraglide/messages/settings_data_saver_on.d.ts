/**
* | output |
* | --- |
* | "Data saver on: videos play at {height}p or lower" |
*
* @param {Settings_Data_Saver_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_data_saver_on: ((inputs: Settings_Data_Saver_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Data_Saver_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Data_Saver_OnInputs = {
    height: NonNullable<unknown>;
};
