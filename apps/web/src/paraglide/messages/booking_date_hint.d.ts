/**
* | output |
* | --- |
* | "Times are in Indian Standard Time (IST)." |
*
* @param {Booking_Date_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_date_hint: ((inputs?: Booking_Date_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Date_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Date_HintInputs = {};
