/**
* | output |
* | --- |
* | "Chat with the other person in real time." |
*
* @param {Room_Chat_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_chat_hint: ((inputs?: Room_Chat_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Chat_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Chat_HintInputs = {};
