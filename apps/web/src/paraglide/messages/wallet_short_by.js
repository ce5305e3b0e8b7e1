/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_short_by = /* @__PURE__ */ message("wallet_short_by", (i) => {
return (`Your wallet is short by [${i?.amount}] for this booking.`)
});
