/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_test_payment = /* @__PURE__ */ message("wallet_test_payment", (i) => {
return (`Test payment`)
});
