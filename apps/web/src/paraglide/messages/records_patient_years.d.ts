/**
* | output |
* | --- |
* | "Patient: {name}, {age} years" |
*
* @param {Records_Patient_YearsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_patient_years: ((inputs: Records_Patient_YearsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_Patient_YearsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_Patient_YearsInputs = {
    name: NonNullable<unknown>;
    age: NonNullable<unknown>;
};
