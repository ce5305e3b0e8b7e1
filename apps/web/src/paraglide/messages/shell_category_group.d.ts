/**
* | output |
* | --- |
* | "Expert category" |
*
* @param {Shell_Category_GroupInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_category_group: ((inputs?: Shell_Category_GroupInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Category_GroupInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Category_GroupInputs = {};
