/**
* | output |
* | --- |
* | "Book {when}" |
*
* @param {Expert_Book_SlotInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_book_slot: ((inputs: Expert_Book_SlotInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Book_SlotInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Book_SlotInputs = {
    when: NonNullable<unknown>;
};
