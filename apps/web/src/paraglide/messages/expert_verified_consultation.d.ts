/**
* | output |
* | --- |
* | "Verified consultation" |
*
* @param {Expert_Verified_ConsultationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_verified_consultation: ((inputs?: Expert_Verified_ConsultationInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Verified_ConsultationInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Verified_ConsultationInputs = {};
