/**
* | output |
* | --- |
* | "We sent a link to your account's e-mail address. Open it within {hours} hours to confirm." |
*
* @param {Deletion_Erase_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_erase_requested_text: ((inputs: Deletion_Erase_Requested_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Erase_Requested_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Erase_Requested_TextInputs = {
    hours: NonNullable<unknown>;
};
