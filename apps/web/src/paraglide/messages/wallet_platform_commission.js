/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_platform_commission = /* @__PURE__ */ message("wallet_platform_commission", (i) => {
return (`Platform commission`)
});
