/**
* | output |
* | --- |
* | "Sign in to follow" |
*
* @param {People_Sign_In_To_FollowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_sign_in_to_follow: ((inputs?: People_Sign_In_To_FollowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Sign_In_To_FollowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Sign_In_To_FollowInputs = {};
