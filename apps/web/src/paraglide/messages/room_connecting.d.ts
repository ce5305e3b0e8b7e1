/**
* | output |
* | --- |
* | "Connecting…" |
*
* @param {Room_ConnectingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_connecting: ((inputs?: Room_ConnectingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_ConnectingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_ConnectingInputs = {};
