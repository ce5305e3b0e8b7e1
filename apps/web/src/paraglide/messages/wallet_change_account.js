/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_change_account = /* @__PURE__ */ message("wallet_change_account", (i) => {
return (`Change payout account`)
});
