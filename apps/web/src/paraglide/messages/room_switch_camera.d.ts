/**
* | output |
* | --- |
* | "Switch camera" |
*
* @param {Room_Switch_CameraInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_switch_camera: ((inputs?: Room_Switch_CameraInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Switch_CameraInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Switch_CameraInputs = {};
