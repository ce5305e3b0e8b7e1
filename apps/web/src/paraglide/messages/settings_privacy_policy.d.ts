/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Settings_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_privacy_policy: ((inputs?: Settings_Privacy_PolicyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Privacy_PolicyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Privacy_PolicyInputs = {};
