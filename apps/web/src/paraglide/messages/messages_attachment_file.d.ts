/**
* | output |
* | --- |
* | "Attachment file" |
*
* @param {Messages_Attachment_FileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_attachment_file: ((inputs?: Messages_Attachment_FileInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Attachment_FileInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Attachment_FileInputs = {};
