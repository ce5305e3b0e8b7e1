/**
* | output |
* | --- |
* | "Book {name}, {when}" |
*
* @param {Expert_Book_Slot_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_book_slot_of: ((inputs: Expert_Book_Slot_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Book_Slot_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Book_Slot_OfInputs = {
    name: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
