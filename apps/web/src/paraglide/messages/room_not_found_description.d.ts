/**
* | output |
* | --- |
* | "This session does not exist, or it is not yours." |
*
* @param {Room_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_not_found_description: ((inputs?: Room_Not_Found_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Not_Found_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Not_Found_DescriptionInputs = {};
