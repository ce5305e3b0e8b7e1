/**
* | output |
* | --- |
* | "Waiting for you to confirm from the link we e-mailed you." |
*
* @param {Deletion_AwaitingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_awaiting: ((inputs?: Deletion_AwaitingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_AwaitingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_AwaitingInputs = {};
