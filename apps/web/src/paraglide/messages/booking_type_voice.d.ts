/**
* | output |
* | --- |
* | "Voice" |
*
* @param {Booking_Type_VoiceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_type_voice: ((inputs?: Booking_Type_VoiceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Type_VoiceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Type_VoiceInputs = {};
