/**
* | output |
* | --- |
* | "Your upcoming and past appointments appear here." |
*
* @param {Booking_Sign_In_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_sign_in_description: ((inputs?: Booking_Sign_In_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Sign_In_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Sign_In_DescriptionInputs = {};
