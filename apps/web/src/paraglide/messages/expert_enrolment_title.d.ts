/**
* | output |
* | --- |
* | "Bar Council enrolment" |
*
* @param {Expert_Enrolment_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_enrolment_title: ((inputs?: Expert_Enrolment_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Enrolment_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Enrolment_TitleInputs = {};
