/**
* | output |
* | --- |
* | "Chat session with {name}" |
*
* @param {Room_Title_ChatInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_title_chat: ((inputs: Room_Title_ChatInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Title_ChatInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Title_ChatInputs = {
    name: NonNullable<unknown>;
};
