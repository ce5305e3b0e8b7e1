/**
* | output |
* | --- |
* | "No free slot in the next 7 days" |
*
* @param {Expert_No_Slot_WeekInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_no_slot_week: ((inputs?: Expert_No_Slot_WeekInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_No_Slot_WeekInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_No_Slot_WeekInputs = {};
