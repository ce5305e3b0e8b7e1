/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_kind_hold_release_refund = /* @__PURE__ */ message("wallet_kind_hold_release_refund", (i) => {
return (`Refund`)
});
