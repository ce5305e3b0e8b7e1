/**
* | output |
* | --- |
* | "Medical Records" |
*
* @param {Profile_Medical_RecordsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_medical_records: ((inputs?: Profile_Medical_RecordsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Medical_RecordsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Medical_RecordsInputs = {};
