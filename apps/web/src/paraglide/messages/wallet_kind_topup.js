/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_kind_topup = /* @__PURE__ */ message("wallet_kind_topup", (i) => {
return (`Money added`)
});
