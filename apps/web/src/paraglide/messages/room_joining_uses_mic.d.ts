/**
* | output |
* | --- |
* | "Joining uses your microphone." |
*
* @param {Room_Joining_Uses_MicInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_joining_uses_mic: ((inputs?: Room_Joining_Uses_MicInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Joining_Uses_MicInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Joining_Uses_MicInputs = {};
