/**
* | output |
* | --- |
* | "Sign in to join your session" |
*
* @param {Room_Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_sign_in_title: ((inputs?: Room_Sign_In_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Sign_In_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Sign_In_TitleInputs = {};
