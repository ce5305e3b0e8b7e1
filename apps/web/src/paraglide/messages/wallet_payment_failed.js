/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payment_failed = /* @__PURE__ */ message("wallet_payment_failed", (i) => {
return (`The payment did not go through. No money was taken from your wallet.`)
});
