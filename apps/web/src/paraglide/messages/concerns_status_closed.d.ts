/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Concerns_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_status_closed: ((inputs?: Concerns_Status_ClosedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Status_ClosedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Status_ClosedInputs = {};
