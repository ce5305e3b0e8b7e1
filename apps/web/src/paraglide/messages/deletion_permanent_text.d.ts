/**
* | output |
* | --- |
* | "Once your account is deleted it cannot be recovered. Upcoming bookings are cancelled and your wallet balance is lost." |
*
* @param {Deletion_Permanent_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_permanent_text: ((inputs?: Deletion_Permanent_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Permanent_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Permanent_TextInputs = {};
