/**
* | output |
* | --- |
* | "We e-mailed you an acknowledgement. Our answer will appear under My concerns." |
*
* @param {Concerns_Created_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_created_text: ((inputs?: Concerns_Created_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Created_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Created_TextInputs = {};
