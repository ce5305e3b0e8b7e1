/**
* | output |
* | --- |
* | "Appointments and {sessions} with your {persons}" |
*
* @param {Home_Consultation_Mode_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_consultation_mode_text: ((inputs: Home_Consultation_Mode_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Consultation_Mode_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Consultation_Mode_TextInputs = {
    sessions: NonNullable<unknown>;
    persons: NonNullable<unknown>;
};
