/**
* | output |
* | --- |
* | "No messages yet. Say hello to {name}." |
*
* @param {Messages_Say_HelloInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_say_hello: ((inputs: Messages_Say_HelloInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Say_HelloInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Say_HelloInputs = {
    name: NonNullable<unknown>;
};
