/**
* | output |
* | --- |
* | "Consultations" |
*
* @param {Profile_ConsultationsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_consultations: ((inputs?: Profile_ConsultationsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_ConsultationsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_ConsultationsInputs = {};
