/**
* | output |
* | --- |
* | "past" |
*
* @param {Booking_Slot_PastInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_slot_past: ((inputs?: Booking_Slot_PastInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Slot_PastInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Slot_PastInputs = {};
