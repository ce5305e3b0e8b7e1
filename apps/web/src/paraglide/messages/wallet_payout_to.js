/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payout_to = /* @__PURE__ */ message("wallet_payout_to", (i) => {
return (`To ${i?.destination}`)
});
