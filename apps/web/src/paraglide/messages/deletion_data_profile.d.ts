/**
* | output |
* | --- |
* | "Profile details: name, phone number, photo, specialization, education and bio" |
*
* @param {Deletion_Data_ProfileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_data_profile: ((inputs?: Deletion_Data_ProfileInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Data_ProfileInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Data_ProfileInputs = {};
