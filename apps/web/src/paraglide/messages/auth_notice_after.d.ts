/**
* | output |
* | --- |
* | ": what data we process, why, your rights, how to withdraw consent and how to complain." |
*
* @param {Auth_Notice_AfterInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_notice_after: ((inputs?: Auth_Notice_AfterInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Notice_AfterInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Notice_AfterInputs = {};
