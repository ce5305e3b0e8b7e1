/**
* | output |
* | --- |
* | "Joining uses your camera and microphone." |
*
* @param {Room_Joining_Uses_CameraInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_joining_uses_camera: ((inputs?: Room_Joining_Uses_CameraInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Joining_Uses_CameraInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Joining_Uses_CameraInputs = {};
