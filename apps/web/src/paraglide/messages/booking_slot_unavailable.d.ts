/**
* | output |
* | --- |
* | "unavailable" |
*
* @param {Booking_Slot_UnavailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_slot_unavailable: ((inputs?: Booking_Slot_UnavailableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Slot_UnavailableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Slot_UnavailableInputs = {};
