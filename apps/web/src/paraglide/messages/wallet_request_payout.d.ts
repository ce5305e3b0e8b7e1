/**
* | output |
* | --- |
* | "Request payout of {amount}" |
*
* @param {Wallet_Request_PayoutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_request_payout: ((inputs: Wallet_Request_PayoutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Request_PayoutInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Request_PayoutInputs = {
    amount: NonNullable<unknown>;
};
