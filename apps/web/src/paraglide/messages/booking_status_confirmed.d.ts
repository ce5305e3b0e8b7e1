/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Booking_Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_status_confirmed: ((inputs?: Booking_Status_ConfirmedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Status_ConfirmedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Status_ConfirmedInputs = {};
