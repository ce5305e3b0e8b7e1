/**
* | output |
* | --- |
* | "Your first name and your review appear on the expert's page. You can change it for {days} days." |
*
* @param {Booking_Review_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_review_description: ((inputs: Booking_Review_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Review_DescriptionInputs = {
    days: NonNullable<unknown>;
};
