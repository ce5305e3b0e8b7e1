/**
* | output |
* | --- |
* | "Could not use your camera or microphone. Allow access in your browser's settings and join again." |
*
* @param {Room_Media_ErrorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_media_error: ((inputs?: Room_Media_ErrorInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Media_ErrorInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Media_ErrorInputs = {};
