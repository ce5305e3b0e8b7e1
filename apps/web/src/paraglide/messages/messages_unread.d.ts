/**
* | n | output |
* | --- | --- |
* | "one" | "{count} unread message" |
* | "other" | "{count} unread messages" |
*
* @param {Messages_UnreadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_unread: ((inputs: Messages_UnreadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_UnreadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_UnreadInputs = {
    count: NonNullable<unknown>;
};
