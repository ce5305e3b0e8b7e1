/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Profile_My_DataInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_my_data: ((inputs?: Profile_My_DataInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_My_DataInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_My_DataInputs = {};
