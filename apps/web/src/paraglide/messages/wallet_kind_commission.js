/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_kind_commission = /* @__PURE__ */ message("wallet_kind_commission", (i) => {
return (`Platform commission`)
});
