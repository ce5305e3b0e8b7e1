/**
* | output |
* | --- |
* | "Messages and notifications" |
*
* @param {Deletion_Data_MessagesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_data_messages: ((inputs?: Deletion_Data_MessagesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Data_MessagesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Data_MessagesInputs = {};
