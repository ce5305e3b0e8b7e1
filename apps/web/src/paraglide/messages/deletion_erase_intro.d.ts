/**
* | output |
* | --- |
* | "We e-mail you a link to confirm. Once you confirm, your account is deleted after {days} business days; you can cancel until then." |
*
* @param {Deletion_Erase_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_erase_intro: ((inputs: Deletion_Erase_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Erase_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Erase_IntroInputs = {
    days: NonNullable<unknown>;
};
