/**
* | form | output |
* | --- | --- |
* | "one" | "{shown} view" |
* | "other" | "{shown} views" |
*
* @param {Feed_ViewsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_views: ((inputs: Feed_ViewsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_ViewsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_ViewsInputs = {
    form: "one" | "other";
    shown: NonNullable<unknown>;
};
