/**
* | output |
* | --- |
* | "Could not load earlier messages." |
*
* @param {Room_Messages_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_messages_failed: ((inputs?: Room_Messages_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Messages_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Messages_FailedInputs = {};
