/**
* | output |
* | --- |
* | "Consultations given" |
*
* @param {Home_Consultations_GivenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_consultations_given: ((inputs?: Home_Consultations_GivenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Consultations_GivenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Consultations_GivenInputs = {};
