/**
* | output |
* | --- |
* | "booked" |
*
* @param {Booking_Slot_BookedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_slot_booked: ((inputs?: Booking_Slot_BookedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Slot_BookedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Slot_BookedInputs = {};
