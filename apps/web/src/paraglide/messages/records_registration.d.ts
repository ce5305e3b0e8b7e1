/**
* | output |
* | --- |
* | "Reg. No. {number}" |
*
* @param {Records_RegistrationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_registration: ((inputs: Records_RegistrationInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_RegistrationInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_RegistrationInputs = {
    number: NonNullable<unknown>;
};
