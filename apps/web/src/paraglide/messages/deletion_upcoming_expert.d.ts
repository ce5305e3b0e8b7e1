/**
* | form | output |
* | --- | --- |
* | "one" | "Your clients have 1 upcoming booking with you. When your account is deleted, it is cancelled and your clients are refunded in full and told." |
* | "other" | "Your clients have {count} upcoming bookings with you. When your account is deleted, they are cancelled and your clients are refunded in full and told." |
*
* @param {Deletion_Upcoming_ExpertInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_upcoming_expert: ((inputs: Deletion_Upcoming_ExpertInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Upcoming_ExpertInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Upcoming_ExpertInputs = {
    count: NonNullable<unknown>;
    form: "one" | "other";
};
