/**
* | output |
* | --- |
* | "This conversation does not exist, or it is not yours." |
*
* @param {Messages_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_not_found_description: ((inputs?: Messages_Not_Found_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Not_Found_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Not_Found_DescriptionInputs = {};
