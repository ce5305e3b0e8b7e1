/**
* | output |
* | --- |
* | "Rate your consultation with {name}" |
*
* @param {Booking_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_review_title: ((inputs: Booking_Review_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Review_TitleInputs = {
    name: NonNullable<unknown>;
};
