/**
* | output |
* | --- |
* | "The Bar Council of India and the Institute of Chartered Accountants of India do not allow advocates and chartered accountants to advertise or solicit work. T..." |
*
* @param {Explore_Notice_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_notice_body: ((inputs?: Explore_Notice_BodyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Notice_BodyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Notice_BodyInputs = {};
