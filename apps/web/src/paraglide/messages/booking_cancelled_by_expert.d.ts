/**
* | output |
* | --- |
* | "Cancelled by the expert." |
*
* @param {Booking_Cancelled_By_ExpertInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_cancelled_by_expert: ((inputs?: Booking_Cancelled_By_ExpertInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cancelled_By_ExpertInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cancelled_By_ExpertInputs = {};
