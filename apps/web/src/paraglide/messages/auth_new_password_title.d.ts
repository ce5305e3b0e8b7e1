/**
* | output |
* | --- |
* | "Set a new password" |
*
* @param {Auth_New_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_new_password_title: ((inputs?: Auth_New_Password_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_New_Password_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_New_Password_TitleInputs = {};
