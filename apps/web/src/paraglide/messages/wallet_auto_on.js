/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_auto_on = /* @__PURE__ */ message("wallet_auto_on", (i) => {
return (`Automatic weekly payouts on`)
});
