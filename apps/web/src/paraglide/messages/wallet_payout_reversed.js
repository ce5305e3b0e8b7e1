/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payout_reversed = /* @__PURE__ */ message("wallet_payout_reversed", (i) => {
return (`Reversed — returned to available`)
});
