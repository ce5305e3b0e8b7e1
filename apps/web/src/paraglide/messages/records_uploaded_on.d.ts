/**
* | output |
* | --- |
* | "Uploaded {date} · {size}" |
*
* @param {Records_Uploaded_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_uploaded_on: ((inputs: Records_Uploaded_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_Uploaded_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_Uploaded_OnInputs = {
    date: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
