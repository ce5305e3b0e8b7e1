/**
* | output |
* | --- |
* | "Patient: {name}, {age} year" |
*
* @param {Records_Patient_YearInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_patient_year: ((inputs: Records_Patient_YearInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_Patient_YearInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_Patient_YearInputs = {
    name: NonNullable<unknown>;
    age: NonNullable<unknown>;
};
