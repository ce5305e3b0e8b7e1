/**
* | output |
* | --- |
* | "With {name} on {date} at {time}. The slot is freed for others." |
*
* @param {Booking_Cancel_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_description: ((inputs: Booking_Cancel_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cancel_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cancel_DescriptionInputs = {
    name: NonNullable<unknown>;
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
