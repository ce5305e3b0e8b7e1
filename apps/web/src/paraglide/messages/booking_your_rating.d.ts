/**
* | output |
* | --- |
* | "Your rating" |
*
* @param {Booking_Your_RatingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_your_rating: ((inputs?: Booking_Your_RatingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Your_RatingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Your_RatingInputs = {};
