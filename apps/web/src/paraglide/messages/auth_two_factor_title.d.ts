/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Auth_Two_Factor_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_title: ((inputs?: Auth_Two_Factor_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Two_Factor_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Two_Factor_TitleInputs = {};
