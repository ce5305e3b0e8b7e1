/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_test_payment_note = /* @__PURE__ */ message("wallet_test_payment_note", (i) => {
return (`Test payment — no real money`)
});
