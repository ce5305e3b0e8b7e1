/**
* | output |
* | --- |
* | "This person does not exist or has deleted their account." |
*
* @param {People_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_not_found_text: ((inputs?: People_Not_Found_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Not_Found_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Not_Found_TextInputs = {};
