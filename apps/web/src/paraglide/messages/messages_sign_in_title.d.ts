/**
* | output |
* | --- |
* | "Sign in to read your messages" |
*
* @param {Messages_Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_sign_in_title: ((inputs?: Messages_Sign_In_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Sign_In_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Sign_In_TitleInputs = {};
