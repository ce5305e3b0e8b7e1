/**
* | output |
* | --- |
* | "Availability" |
*
* @param {Explore_AvailabilityInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_availability: ((inputs?: Explore_AvailabilityInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_AvailabilityInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_AvailabilityInputs = {};
