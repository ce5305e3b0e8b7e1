/**
* | output |
* | --- |
* | "No-show" |
*
* @param {Booking_Status_No_ShowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_status_no_show: ((inputs?: Booking_Status_No_ShowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Status_No_ShowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Status_No_ShowInputs = {};
