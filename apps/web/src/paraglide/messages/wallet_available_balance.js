/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_available_balance = /* @__PURE__ */ message("wallet_available_balance", (i) => {
return (`Available Balance`)
});
