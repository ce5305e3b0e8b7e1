/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Booking_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_status_cancelled: ((inputs?: Booking_Status_CancelledInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Status_CancelledInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Status_CancelledInputs = {};
