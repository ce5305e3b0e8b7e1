/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_razorpay_description = /* @__PURE__ */ message("wallet_razorpay_description", (i) => {
return (`Add money to your wallet`)
});
