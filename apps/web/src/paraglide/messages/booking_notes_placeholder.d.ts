/**
* | output |
* | --- |
* | "Describe your concern briefly" |
*
* @param {Booking_Notes_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_notes_placeholder: ((inputs?: Booking_Notes_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Notes_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Notes_PlaceholderInputs = {};
