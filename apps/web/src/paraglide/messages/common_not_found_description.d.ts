/**
* | output |
* | --- |
* | "The page you are looking for does not exist or has moved." |
*
* @param {Common_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const common_not_found_description: ((inputs?: Common_Not_Found_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Not_Found_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Not_Found_DescriptionInputs = {};
