/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Profile_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_contact_us: ((inputs?: Profile_Contact_UsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Contact_UsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Contact_UsInputs = {};
