/**
* | output |
* | --- |
* | "Could not reschedule the booking. Please try again." |
*
* @param {Booking_Reschedule_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_reschedule_failed: ((inputs?: Booking_Reschedule_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Reschedule_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Reschedule_FailedInputs = {};
