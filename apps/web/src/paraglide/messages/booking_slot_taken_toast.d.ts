/**
* | output |
* | --- |
* | "This slot was just booked. Please choose another time." |
*
* @param {Booking_Slot_Taken_ToastInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_slot_taken_toast: ((inputs?: Booking_Slot_Taken_ToastInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Slot_Taken_ToastInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Slot_Taken_ToastInputs = {};
