/**
* | output |
* | --- |
* | "Tell us why you are leaving (optional)" |
*
* @param {Deletion_Reason_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_reason_placeholder: ((inputs?: Deletion_Reason_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Reason_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Reason_PlaceholderInputs = {};
