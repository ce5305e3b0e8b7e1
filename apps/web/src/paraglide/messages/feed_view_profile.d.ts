/**
* | output |
* | --- |
* | "View profile" |
*
* @param {Feed_View_ProfileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_view_profile: ((inputs?: Feed_View_ProfileInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_View_ProfileInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_View_ProfileInputs = {};
