/**
* | output |
* | --- |
* | "Expert Responses" |
*
* @param {Settings_Expert_ResponsesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_expert_responses: ((inputs?: Settings_Expert_ResponsesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Expert_ResponsesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Expert_ResponsesInputs = {};
