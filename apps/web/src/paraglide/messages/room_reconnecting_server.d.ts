/**
* | output |
* | --- |
* | "Connection to the server lost; reconnecting…" |
*
* @param {Room_Reconnecting_ServerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_reconnecting_server: ((inputs?: Room_Reconnecting_ServerInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Reconnecting_ServerInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Reconnecting_ServerInputs = {};
