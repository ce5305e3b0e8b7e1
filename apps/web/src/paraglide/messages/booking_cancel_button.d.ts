/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Booking_Cancel_ButtonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_button: ((inputs?: Booking_Cancel_ButtonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cancel_ButtonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cancel_ButtonInputs = {};
