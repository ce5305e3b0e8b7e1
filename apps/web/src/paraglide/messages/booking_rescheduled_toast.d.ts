/**
* | output |
* | --- |
* | "Booking rescheduled" |
*
* @param {Booking_Rescheduled_ToastInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_rescheduled_toast: ((inputs?: Booking_Rescheduled_ToastInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rescheduled_ToastInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rescheduled_ToastInputs = {};
