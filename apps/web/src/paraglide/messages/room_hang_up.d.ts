/**
* | output |
* | --- |
* | "Hang up" |
*
* @param {Room_Hang_UpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_hang_up: ((inputs?: Room_Hang_UpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Hang_UpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Hang_UpInputs = {};
