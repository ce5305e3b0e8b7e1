/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_request_payout = /* @__PURE__ */ message("wallet_request_payout", (i) => {
return (`Request payout of ${i?.amount}`)
});
