/**
* | output |
* | --- |
* | "Medical registration" |
*
* @param {Expert_Medical_RegistrationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_medical_registration: ((inputs?: Expert_Medical_RegistrationInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Medical_RegistrationInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Medical_RegistrationInputs = {};
