/**
* | output |
* | --- |
* | "{name}'s video" |
*
* @param {Room_Video_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_video_of: ((inputs: Room_Video_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Video_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Video_OfInputs = {
    name: NonNullable<unknown>;
};
