/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Auth_Opens_New_TabInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_opens_new_tab: ((inputs?: Auth_Opens_New_TabInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Opens_New_TabInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Opens_New_TabInputs = {};
