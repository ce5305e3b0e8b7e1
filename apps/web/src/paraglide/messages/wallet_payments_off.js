/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payments_off = /* @__PURE__ */ message("wallet_payments_off", (i) => {
return (`Payments are not set up on this server yet, so money cannot be added to wallets.`)
});
