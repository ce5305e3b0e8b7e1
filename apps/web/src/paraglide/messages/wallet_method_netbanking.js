/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_method_netbanking = /* @__PURE__ */ message("wallet_method_netbanking", (i) => {
return (`Net banking`)
});
