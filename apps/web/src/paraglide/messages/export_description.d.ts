/**
* | output |
* | --- |
* | "Get a copy of everything this app keeps about you: your profile, consents, bookings, payments, messages, notifications, posts, videos, doubts, answers, likes..." |
*
* @param {Export_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_description: ((inputs?: Export_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_DescriptionInputs = {};
