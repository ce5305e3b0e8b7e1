/**
* | output |
* | --- |
* | "Conversations" |
*
* @param {Messages_ConversationsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_conversations: ((inputs?: Messages_ConversationsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_ConversationsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_ConversationsInputs = {};
