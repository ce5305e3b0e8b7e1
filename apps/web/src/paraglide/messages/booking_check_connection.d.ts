/**
* | output |
* | --- |
* | "Please check your connection and try again." |
*
* @param {Booking_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_check_connection: ((inputs?: Booking_Check_ConnectionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Check_ConnectionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Check_ConnectionInputs = {};
