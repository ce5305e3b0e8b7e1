/**
* | output |
* | --- |
* | "Could not load the free times. Please try again." |
*
* @param {Booking_Slots_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_slots_failed: ((inputs?: Booking_Slots_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Slots_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Slots_FailedInputs = {};
