/**
* | output |
* | --- |
* | "Until then you can use your account and cancel the deletion." |
*
* @param {Deletion_Scheduled_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_scheduled_hint: ((inputs?: Deletion_Scheduled_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Scheduled_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Scheduled_HintInputs = {};
