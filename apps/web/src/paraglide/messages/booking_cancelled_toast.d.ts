/**
* | output |
* | --- |
* | "Booking cancelled" |
*
* @param {Booking_Cancelled_ToastInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_cancelled_toast: ((inputs?: Booking_Cancelled_ToastInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cancelled_ToastInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cancelled_ToastInputs = {};
