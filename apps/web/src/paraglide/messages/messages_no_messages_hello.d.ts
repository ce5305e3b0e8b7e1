/**
* | output |
* | --- |
* | "No messages yet. Say hello." |
*
* @param {Messages_No_Messages_HelloInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_no_messages_hello: ((inputs?: Messages_No_Messages_HelloInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_No_Messages_HelloInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_No_Messages_HelloInputs = {};
