/**
* | output |
* | --- |
* | "Category" |
*
* @param {Shell_Category_NavInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_category_nav: ((inputs?: Shell_Category_NavInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Category_NavInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Category_NavInputs = {};
