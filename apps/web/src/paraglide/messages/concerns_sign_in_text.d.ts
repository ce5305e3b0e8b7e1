/**
* | output |
* | --- |
* | "We answer concerns on your account, so we know it is you." |
*
* @param {Concerns_Sign_In_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_sign_in_text: ((inputs?: Concerns_Sign_In_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Sign_In_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Sign_In_TextInputs = {};
