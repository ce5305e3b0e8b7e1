/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_auto_off = /* @__PURE__ */ message("wallet_auto_off", (i) => {
return (`Automatic weekly payouts off`)
});
