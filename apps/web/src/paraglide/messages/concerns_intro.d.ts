/**
* | output |
* | --- |
* | "Tell our Grievance Officer what went wrong. We acknowledge every concern by e-mail at once; you can follow our answer and reply under My concerns." |
*
* @param {Concerns_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_intro: ((inputs?: Concerns_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_IntroInputs = {};
