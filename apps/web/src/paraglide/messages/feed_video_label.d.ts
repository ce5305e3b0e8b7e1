/**
* | output |
* | --- |
* | "Video: {title}" |
*
* @param {Feed_Video_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_video_label: ((inputs: Feed_Video_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Video_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Video_LabelInputs = {
    title: NonNullable<unknown>;
};
