/**
* | output |
* | --- |
* | "This session is not confirmed" |
*
* @param {Room_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_not_confirmed: ((inputs?: Room_Not_ConfirmedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Not_ConfirmedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Not_ConfirmedInputs = {};
