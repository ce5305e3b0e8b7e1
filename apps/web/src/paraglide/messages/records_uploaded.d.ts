/**
* | output |
* | --- |
* | "{name} uploaded" |
*
* @param {Records_UploadedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_uploaded: ((inputs: Records_UploadedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_UploadedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_UploadedInputs = {
    name: NonNullable<unknown>;
};
