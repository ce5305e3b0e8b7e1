/**
* | output |
* | --- |
* | "Available today" |
*
* @param {Explore_Available_TodayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_available_today: ((inputs?: Explore_Available_TodayInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Available_TodayInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Available_TodayInputs = {};
