/**
* | output |
* | --- |
* | "Date of enrolment" |
*
* @param {Expert_Enrolment_DateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_enrolment_date: ((inputs?: Expert_Enrolment_DateInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Enrolment_DateInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Enrolment_DateInputs = {};
