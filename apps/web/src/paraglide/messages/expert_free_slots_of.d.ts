/**
* | output |
* | --- |
* | "Free slots of {name}" |
*
* @param {Expert_Free_Slots_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_free_slots_of: ((inputs: Expert_Free_Slots_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Free_Slots_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Free_Slots_OfInputs = {
    name: NonNullable<unknown>;
};
