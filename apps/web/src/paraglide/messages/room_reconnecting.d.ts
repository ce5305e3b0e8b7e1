/**
* | output |
* | --- |
* | "Reconnecting…" |
*
* @param {Room_ReconnectingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_reconnecting: ((inputs?: Room_ReconnectingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_ReconnectingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_ReconnectingInputs = {};
