/**
* | output |
* | --- |
* | "Consultation Mode" |
*
* @param {Home_Consultation_ModeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_consultation_mode: ((inputs?: Home_Consultation_ModeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Consultation_ModeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Consultation_ModeInputs = {};
