/**
* | output |
* | --- |
* | "Enrolment No." |
*
* @param {Expert_Enrolment_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_enrolment_number: ((inputs?: Expert_Enrolment_NumberInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Enrolment_NumberInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Enrolment_NumberInputs = {};
