/**
* | output |
* | --- |
* | "Join Session opens at {time}, {date}" |
*
* @param {Booking_Join_OpensInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_join_opens: ((inputs: Booking_Join_OpensInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Join_OpensInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Join_OpensInputs = {
    time: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
