/**
* | output |
* | --- |
* | "Only the client and the expert of a booking can enter its room." |
*
* @param {Room_Sign_In_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_sign_in_description: ((inputs?: Room_Sign_In_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Sign_In_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Sign_In_DescriptionInputs = {};
