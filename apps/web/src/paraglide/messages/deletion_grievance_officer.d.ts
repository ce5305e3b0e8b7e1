/**
* | output |
* | --- |
* | "Grievance Officer, ExpertConnect" |
*
* @param {Deletion_Grievance_OfficerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_grievance_officer: ((inputs?: Deletion_Grievance_OfficerInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Grievance_OfficerInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Grievance_OfficerInputs = {};
