/**
* | output |
* | --- |
* | "Change Photo" |
*
* @param {Profile_Change_PhotoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_change_photo: ((inputs?: Profile_Change_PhotoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Change_PhotoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Change_PhotoInputs = {};
