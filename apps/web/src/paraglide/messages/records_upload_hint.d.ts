/**
* | output |
* | --- |
* | "PDF, JPEG, PNG or WebP, up to {mb} MB each." |
*
* @param {Records_Upload_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_upload_hint: ((inputs: Records_Upload_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_Upload_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_Upload_HintInputs = {
    mb: NonNullable<unknown>;
};
