/**
* | form | output |
* | --- | --- |
* | "one" | "You have 1 upcoming booking. When your account is deleted, it is cancelled as if you had cancelled it: a full refund to your wallet for a booking starting 24..." |
* | "other" | "You have {count} upcoming bookings. When your account is deleted, they are cancelled as if you had cancelled them: a full refund to your wallet for a booking..." |
*
* @param {Deletion_Upcoming_ClientInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_upcoming_client: ((inputs: Deletion_Upcoming_ClientInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Upcoming_ClientInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Upcoming_ClientInputs = {
    count: NonNullable<unknown>;
    form: "one" | "other";
};
