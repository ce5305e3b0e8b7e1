/**
* | output |
* | --- |
* | "Download PDF: {title} from {name}" |
*
* @param {Records_Download_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_download_label: ((inputs: Records_Download_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_Download_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_Download_LabelInputs = {
    title: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
