/**
* | output |
* | --- |
* | "Within 7 days" |
*
* @param {Explore_Available_WeekInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_available_week: ((inputs?: Explore_Available_WeekInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Available_WeekInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Available_WeekInputs = {};
