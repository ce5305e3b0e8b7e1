/**
* | output |
* | --- |
* | "A fee becomes available {hours} hours after the consultation is completed, less the platform's commission." |
*
* @param {Wallet_Settlement_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_settlement_note: ((inputs: Wallet_Settlement_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Settlement_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Settlement_NoteInputs = {
    hours: NonNullable<unknown>;
};
