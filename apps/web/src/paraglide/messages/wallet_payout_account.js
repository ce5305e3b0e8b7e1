/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payout_account = /* @__PURE__ */ message("wallet_payout_account", (i) => {
return (`Payout account`)
});
