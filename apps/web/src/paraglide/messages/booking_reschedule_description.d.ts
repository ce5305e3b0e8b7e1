/**
* | output |
* | --- |
* | "With {name}, now on {date} at {time}. Choose a new date and time; what you paid moves with it." |
*
* @param {Booking_Reschedule_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_reschedule_description: ((inputs: Booking_Reschedule_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Reschedule_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Reschedule_DescriptionInputs = {
    name: NonNullable<unknown>;
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
