/**
* | output |
* | --- |
* | "Could not cancel the booking. Please try again." |
*
* @param {Booking_Cancel_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_failed: ((inputs?: Booking_Cancel_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cancel_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cancel_FailedInputs = {};
