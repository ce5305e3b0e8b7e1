/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Booking_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_status_completed: ((inputs?: Booking_Status_CompletedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Status_CompletedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Status_CompletedInputs = {};
