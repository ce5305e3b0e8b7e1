/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_add_account = /* @__PURE__ */ message("wallet_add_account", (i) => {
return (`Add payout account`)
});
