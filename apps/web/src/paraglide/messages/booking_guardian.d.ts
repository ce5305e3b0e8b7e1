/**
* | output |
* | --- |
* | "I am the patient's parent or guardian (an adult) and will be present for the whole consultation." |
*
* @param {Booking_GuardianInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_guardian: ((inputs?: Booking_GuardianInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_GuardianInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_GuardianInputs = {};
