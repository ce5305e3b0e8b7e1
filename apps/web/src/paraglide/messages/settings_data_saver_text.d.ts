/**
* | output |
* | --- |
* | "Play videos at {height}p or lower to use less mobile data" |
*
* @param {Settings_Data_Saver_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_data_saver_text: ((inputs: Settings_Data_Saver_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Data_Saver_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Data_Saver_TextInputs = {
    height: NonNullable<unknown>;
};
