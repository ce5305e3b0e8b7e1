/**
* | output |
* | --- |
* | "No messages yet. Say hello to {name}." |
*
* @param {Room_No_MessagesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_no_messages: ((inputs: Room_No_MessagesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_No_MessagesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_No_MessagesInputs = {
    name: NonNullable<unknown>;
};
