/**
* | output |
* | --- |
* | "Your account will be deleted on {when}." |
*
* @param {Deletion_ScheduledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_scheduled: ((inputs: Deletion_ScheduledInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_ScheduledInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_ScheduledInputs = {
    when: NonNullable<unknown>;
};
