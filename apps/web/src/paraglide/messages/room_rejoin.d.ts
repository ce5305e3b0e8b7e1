/**
* | output |
* | --- |
* | "Rejoin" |
*
* @param {Room_RejoinInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_rejoin: ((inputs?: Room_RejoinInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_RejoinInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_RejoinInputs = {};
