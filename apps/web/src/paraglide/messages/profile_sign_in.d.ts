/**
* | output |
* | --- |
* | "Sign in to see your profile, wallet and bookings." |
*
* @param {Profile_Sign_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sign_in: ((inputs?: Profile_Sign_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sign_InInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sign_InInputs = {};
