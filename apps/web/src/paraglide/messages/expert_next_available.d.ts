/**
* | output |
* | --- |
* | "Next available: {when}" |
*
* @param {Expert_Next_AvailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_next_available: ((inputs: Expert_Next_AvailableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Next_AvailableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Next_AvailableInputs = {
    when: NonNullable<unknown>;
};
