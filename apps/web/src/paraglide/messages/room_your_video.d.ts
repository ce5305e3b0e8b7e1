/**
* | output |
* | --- |
* | "Your video" |
*
* @param {Room_Your_VideoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_your_video: ((inputs?: Room_Your_VideoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Your_VideoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Your_VideoInputs = {};
