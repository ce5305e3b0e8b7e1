/**
* | output |
* | --- |
* | "Change Password" |
*
* @param {Security_Change_Password_ButtonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_change_password_button: ((inputs?: Security_Change_Password_ButtonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Change_Password_ButtonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Change_Password_ButtonInputs = {};
