/**
* | output |
* | --- |
* | "This expert is not taking bookings right now." |
*
* @param {Expert_Not_TakingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_not_taking: ((inputs?: Expert_Not_TakingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Not_TakingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Not_TakingInputs = {};
