/**
* | output |
* | --- |
* | "Reschedule" |
*
* @param {Booking_RescheduleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_reschedule: ((inputs?: Booking_RescheduleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_RescheduleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_RescheduleInputs = {};
