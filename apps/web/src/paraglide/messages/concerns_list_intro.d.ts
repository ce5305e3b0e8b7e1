/**
* | output |
* | --- |
* | "Concerns you raised with our Grievance Officer, and our answers." |
*
* @param {Concerns_List_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_list_intro: ((inputs?: Concerns_List_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_List_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_List_IntroInputs = {};
