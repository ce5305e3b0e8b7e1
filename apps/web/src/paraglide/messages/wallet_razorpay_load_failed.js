/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_razorpay_load_failed = /* @__PURE__ */ message("wallet_razorpay_load_failed", (i) => {
return (`The payment page could not be loaded. Check your connection and try again.`)
});
