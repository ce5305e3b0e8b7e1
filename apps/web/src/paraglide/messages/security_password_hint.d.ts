/**
* | output |
* | --- |
* | "At least {min} characters" |
*
* @param {Security_Password_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_password_hint: ((inputs: Security_Password_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Password_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Password_HintInputs = {
    min: NonNullable<unknown>;
};
