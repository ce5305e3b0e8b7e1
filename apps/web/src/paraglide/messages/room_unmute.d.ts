/**
* | output |
* | --- |
* | "Unmute" |
*
* @param {Room_UnmuteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_unmute: ((inputs?: Room_UnmuteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_UnmuteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_UnmuteInputs = {};
