/**
* | output |
* | --- |
* | "{name} sent" |
*
* @param {Messages_File_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_file_sent: ((inputs: Messages_File_SentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_File_SentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_File_SentInputs = {
    name: NonNullable<unknown>;
};
