/**
* | output |
* | --- |
* | "Ask us for a copy of your profile, bookings and posts before you go." |
*
* @param {Deletion_Export_First_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_export_first_text: ((inputs?: Deletion_Export_First_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Export_First_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Export_First_TextInputs = {};
