/**
* | output |
* | --- |
* | "Open in too many places" |
*
* @param {Room_Too_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_too_many_title: ((inputs?: Room_Too_Many_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Too_Many_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Too_Many_TitleInputs = {};
