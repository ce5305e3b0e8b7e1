/**
* | n | output |
* | --- | --- |
* | "one" | "{count} star" |
* | "other" | "{count} stars" |
*
* @param {Booking_StarsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_stars: ((inputs: Booking_StarsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_StarsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_StarsInputs = {
    count: NonNullable<unknown>;
};
