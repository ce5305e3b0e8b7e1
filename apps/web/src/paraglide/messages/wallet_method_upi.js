/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_method_upi = /* @__PURE__ */ message("wallet_method_upi", (i) => {
return (`UPI`)
});
