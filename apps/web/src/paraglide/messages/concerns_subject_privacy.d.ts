/**
* | output |
* | --- |
* | "Privacy and my data" |
*
* @param {Concerns_Subject_PrivacyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_subject_privacy: ((inputs?: Concerns_Subject_PrivacyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Subject_PrivacyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Subject_PrivacyInputs = {};
