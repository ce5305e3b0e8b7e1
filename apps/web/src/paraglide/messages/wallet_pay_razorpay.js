/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_pay_razorpay = /* @__PURE__ */ message("wallet_pay_razorpay", (i) => {
return (`Pay with Razorpay`)
});
