/**
* | output |
* | --- |
* | "Your settings are saved to your account and follow you to every device." |
*
* @param {Settings_Saved_To_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_saved_to_account: ((inputs?: Settings_Saved_To_AccountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Saved_To_AccountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Saved_To_AccountInputs = {};
