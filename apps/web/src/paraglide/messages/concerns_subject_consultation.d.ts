/**
* | output |
* | --- |
* | "A consultation or an expert" |
*
* @param {Concerns_Subject_ConsultationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_subject_consultation: ((inputs?: Concerns_Subject_ConsultationInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Subject_ConsultationInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Subject_ConsultationInputs = {};
