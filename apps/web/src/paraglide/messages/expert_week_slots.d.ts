/**
* | output |
* | --- |
* | "Free slots in the next 7 days" |
*
* @param {Expert_Week_SlotsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_week_slots: ((inputs?: Expert_Week_SlotsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Week_SlotsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Week_SlotsInputs = {};
