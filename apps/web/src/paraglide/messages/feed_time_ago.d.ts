/**
* | unit | output |
* | --- | --- |
* | "second" | "{count} s ago" |
* | "minute" | "{count} min ago" |
* | "hour" | "{count} h ago" |
* | "day" | "{count} d ago" |
* | "month" | "{count} mo ago" |
* | "year" | "{count} y ago" |
*
* @param {Feed_Time_AgoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_time_ago: ((inputs: Feed_Time_AgoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Time_AgoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Time_AgoInputs = {
    unit: "day" | "hour" | "minute" | "month" | "second" | "year";
    count: NonNullable<unknown>;
};
