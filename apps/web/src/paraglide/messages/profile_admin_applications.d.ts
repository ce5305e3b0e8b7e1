/**
* | output |
* | --- |
* | "Admin: expert applications" |
*
* @param {Profile_Admin_ApplicationsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_admin_applications: ((inputs?: Profile_Admin_ApplicationsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Admin_ApplicationsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Admin_ApplicationsInputs = {};
