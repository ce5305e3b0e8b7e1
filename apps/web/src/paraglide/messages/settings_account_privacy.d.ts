/**
* | output |
* | --- |
* | "Account & Privacy" |
*
* @param {Settings_Account_PrivacyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_account_privacy: ((inputs?: Settings_Account_PrivacyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Account_PrivacyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Account_PrivacyInputs = {};
