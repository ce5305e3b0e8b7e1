/**
* | output |
* | --- |
* | "At least {min} characters" |
*
* @param {Auth_Password_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_password_hint: ((inputs: Auth_Password_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Password_HintInputs = {
    min: NonNullable<unknown>;
};
