/**
* | output |
* | --- |
* | "Video session with {name}" |
*
* @param {Room_Title_VideoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_title_video: ((inputs: Room_Title_VideoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Title_VideoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Title_VideoInputs = {
    name: NonNullable<unknown>;
};
