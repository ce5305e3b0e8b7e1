/**
* | output |
* | --- |
* | "Before you create an account, here is what {app} does with your personal data, in short. The Privacy Policy says it in full." |
*
* @param {Legal_Notice_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_intro: ((inputs: Legal_Notice_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_IntroInputs = {
    app: NonNullable<unknown>;
};
