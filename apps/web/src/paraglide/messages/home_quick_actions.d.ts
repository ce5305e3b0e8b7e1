/**
* | output |
* | --- |
* | "Quick actions" |
*
* @param {Home_Quick_ActionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_quick_actions: ((inputs?: Home_Quick_ActionsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Quick_ActionsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Quick_ActionsInputs = {};
