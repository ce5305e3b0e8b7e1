/**
* | output |
* | --- |
* | "Sign in to edit your profile." |
*
* @param {Profile_Edit_Sign_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_edit_sign_in: ((inputs?: Profile_Edit_Sign_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Edit_Sign_InInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Edit_Sign_InInputs = {};
