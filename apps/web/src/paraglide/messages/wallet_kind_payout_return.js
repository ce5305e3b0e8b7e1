/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_kind_payout_return = /* @__PURE__ */ message("wallet_kind_payout_return", (i) => {
return (`Payout returned`)
});
