/**
* | output |
* | --- |
* | "Consultation Alerts" |
*
* @param {Settings_AlertsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_alerts: ((inputs?: Settings_AlertsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_AlertsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_AlertsInputs = {};
