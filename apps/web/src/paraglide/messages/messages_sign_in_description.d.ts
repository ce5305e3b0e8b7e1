/**
* | output |
* | --- |
* | "Only the two people of a conversation can read it." |
*
* @param {Messages_Sign_In_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_sign_in_description: ((inputs?: Messages_Sign_In_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Sign_In_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Sign_In_DescriptionInputs = {};
