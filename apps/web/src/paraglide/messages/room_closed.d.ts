/**
* | output |
* | --- |
* | "Its room is closed." |
*
* @param {Room_ClosedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_closed: ((inputs?: Room_ClosedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_ClosedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_ClosedInputs = {};
