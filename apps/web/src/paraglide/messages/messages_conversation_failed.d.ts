/**
* | output |
* | --- |
* | "Could not load the conversation" |
*
* @param {Messages_Conversation_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_conversation_failed: ((inputs?: Messages_Conversation_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Conversation_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Conversation_FailedInputs = {};
