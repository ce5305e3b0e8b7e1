/**
* | output |
* | --- |
* | "Our support team is available {hours}." |
*
* @param {Profile_Support_HoursInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_support_hours: ((inputs: Profile_Support_HoursInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Support_HoursInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Support_HoursInputs = {
    hours: NonNullable<unknown>;
};
