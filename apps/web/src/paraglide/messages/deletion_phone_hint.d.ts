/**
* | output |
* | --- |
* | "Your Indian mobile number, with +91- in front" |
*
* @param {Deletion_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_phone_hint: ((inputs?: Deletion_Phone_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Phone_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Phone_HintInputs = {};
