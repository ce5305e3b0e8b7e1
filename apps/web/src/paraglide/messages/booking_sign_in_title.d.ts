/**
* | output |
* | --- |
* | "Sign in to see your bookings" |
*
* @param {Booking_Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_sign_in_title: ((inputs?: Booking_Sign_In_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Sign_In_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Sign_In_TitleInputs = {};
