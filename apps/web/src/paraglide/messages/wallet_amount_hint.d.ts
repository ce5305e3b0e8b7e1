/**
* | output |
* | --- |
* | "From {min} to {max}, whole rupees." |
*
* @param {Wallet_Amount_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_amount_hint: ((inputs: Wallet_Amount_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Amount_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Amount_HintInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
