/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Booking_CancellingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_cancelling: ((inputs?: Booking_CancellingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_CancellingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_CancellingInputs = {};
