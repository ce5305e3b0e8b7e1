/**
* | output |
* | --- |
* | "Check the details and send the request again: a valid email address, the phone number as +91-XXXXXXXXXX and your full name." |
*
* @param {Deletion_Check_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_check_details: ((inputs?: Deletion_Check_DetailsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Check_DetailsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Check_DetailsInputs = {};
