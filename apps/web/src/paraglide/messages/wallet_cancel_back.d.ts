/**
* | output |
* | --- |
* | "Cancel and go back" |
*
* @param {Wallet_Cancel_BackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_cancel_back: ((inputs?: Wallet_Cancel_BackInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Cancel_BackInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Cancel_BackInputs = {};
