/**
* | output |
* | --- |
* | "My Bookings" |
*
* @param {Room_My_BookingsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_my_bookings: ((inputs?: Room_My_BookingsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_My_BookingsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_My_BookingsInputs = {};
