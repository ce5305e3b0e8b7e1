/**
* | output |
* | --- |
* | "Account deletion" |
*
* @param {Deletion_Page_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_page_link: ((inputs?: Deletion_Page_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Page_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Page_LinkInputs = {};
