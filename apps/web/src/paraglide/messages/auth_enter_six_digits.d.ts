/**
* | output |
* | --- |
* | "Please enter the 6-digit code" |
*
* @param {Auth_Enter_Six_DigitsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_enter_six_digits: ((inputs?: Auth_Enter_Six_DigitsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Enter_Six_DigitsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Enter_Six_DigitsInputs = {};
