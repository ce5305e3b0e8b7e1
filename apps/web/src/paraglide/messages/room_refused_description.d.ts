/**
* | output |
* | --- |
* | "The connection was closed. Reload the page to join again." |
*
* @param {Room_Refused_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_refused_description: ((inputs?: Room_Refused_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Refused_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Refused_DescriptionInputs = {};
