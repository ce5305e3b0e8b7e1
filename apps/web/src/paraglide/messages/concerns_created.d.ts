/**
* | output |
* | --- |
* | "Concern {reference} received" |
*
* @param {Concerns_CreatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_created: ((inputs: Concerns_CreatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_CreatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_CreatedInputs = {
    reference: NonNullable<unknown>;
};
