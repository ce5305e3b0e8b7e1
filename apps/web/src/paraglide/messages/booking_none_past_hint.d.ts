/**
* | output |
* | --- |
* | "Your booking history will appear here." |
*
* @param {Booking_None_Past_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_none_past_hint: ((inputs?: Booking_None_Past_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_None_Past_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_None_Past_HintInputs = {};
