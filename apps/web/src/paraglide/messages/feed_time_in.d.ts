/**
* | unit | output |
* | --- | --- |
* | "second" | "in {count} s" |
* | "minute" | "in {count} min" |
* | "hour" | "in {count} h" |
* | "day" | "in {count} d" |
* | "month" | "in {count} mo" |
* | "year" | "in {count} y" |
*
* @param {Feed_Time_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_time_in: ((inputs: Feed_Time_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Time_InInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Time_InInputs = {
    unit: "day" | "hour" | "minute" | "month" | "second" | "year";
    count: NonNullable<unknown>;
};
