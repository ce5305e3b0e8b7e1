/**
* | output |
* | --- |
* | "Anything the expert should know beforehand." |
*
* @param {Booking_Notes_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_notes_hint: ((inputs?: Booking_Notes_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Notes_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Notes_HintInputs = {};
