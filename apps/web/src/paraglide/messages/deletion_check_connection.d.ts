/**
* | output |
* | --- |
* | "Please check your connection and try again." |
*
* @param {Deletion_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_check_connection: ((inputs?: Deletion_Check_ConnectionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Check_ConnectionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Check_ConnectionInputs = {};
