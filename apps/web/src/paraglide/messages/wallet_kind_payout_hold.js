/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_kind_payout_hold = /* @__PURE__ */ message("wallet_kind_payout_hold", (i) => {
return (`Payout to your account`)
});
