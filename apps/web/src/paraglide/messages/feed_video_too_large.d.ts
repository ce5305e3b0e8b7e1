/**
* | output |
* | --- |
* | "This video is larger than the {size} limit." |
*
* @param {Feed_Video_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_video_too_large: ((inputs: Feed_Video_Too_LargeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Video_Too_LargeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Video_Too_LargeInputs = {
    size: NonNullable<unknown>;
};
