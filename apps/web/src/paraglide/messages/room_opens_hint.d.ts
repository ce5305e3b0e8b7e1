/**
* | output |
* | --- |
* | "Rooms open 10 minutes before the session starts. This page opens it by itself." |
*
* @param {Room_Opens_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_opens_hint: ((inputs?: Room_Opens_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Opens_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Opens_HintInputs = {};
