/**
* | output |
* | --- |
* | "Start a conversation with an expert after booking" |
*
* @param {Messages_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_empty_description: ((inputs?: Messages_Empty_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Empty_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Empty_DescriptionInputs = {};
