/**
* | output |
* | --- |
* | "You joined this session from another tab or device, so it was closed here. Reload the page to continue here." |
*
* @param {Room_Too_Many_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_too_many_description: ((inputs?: Room_Too_Many_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Too_Many_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Too_Many_DescriptionInputs = {};
