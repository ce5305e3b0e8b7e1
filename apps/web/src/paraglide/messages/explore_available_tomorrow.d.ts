/**
* | output |
* | --- |
* | "Available tomorrow" |
*
* @param {Explore_Available_TomorrowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_available_tomorrow: ((inputs?: Explore_Available_TomorrowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Available_TomorrowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Available_TomorrowInputs = {};
