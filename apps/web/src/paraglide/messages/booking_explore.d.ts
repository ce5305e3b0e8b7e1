/**
* | output |
* | --- |
* | "Explore Experts" |
*
* @param {Booking_ExploreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_explore: ((inputs?: Booking_ExploreInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_ExploreInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_ExploreInputs = {};
