/**
* | output |
* | --- |
* | "Reschedule this booking?" |
*
* @param {Booking_Reschedule_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_reschedule_title: ((inputs?: Booking_Reschedule_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Reschedule_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Reschedule_TitleInputs = {};
