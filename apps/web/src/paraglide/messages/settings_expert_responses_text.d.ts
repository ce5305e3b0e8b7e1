/**
* | output |
* | --- |
* | "Email me when an expert replies" |
*
* @param {Settings_Expert_Responses_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_expert_responses_text: ((inputs?: Settings_Expert_Responses_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Expert_Responses_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Expert_Responses_TextInputs = {};
