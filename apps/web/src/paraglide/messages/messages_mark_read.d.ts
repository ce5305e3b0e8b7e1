/**
* | output |
* | --- |
* | "Read" |
*
* @param {Messages_Mark_ReadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_mark_read: ((inputs?: Messages_Mark_ReadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Mark_ReadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Mark_ReadInputs = {};
