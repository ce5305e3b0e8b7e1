/**
* | output |
* | --- |
* | "Registration No." |
*
* @param {Expert_Registration_NoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_registration_no: ((inputs?: Expert_Registration_NoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Registration_NoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Registration_NoInputs = {};
