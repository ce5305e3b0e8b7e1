/**
* | output |
* | --- |
* | "Waiting for us" |
*
* @param {Concerns_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_status_open: ((inputs?: Concerns_Status_OpenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Status_OpenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Status_OpenInputs = {};
