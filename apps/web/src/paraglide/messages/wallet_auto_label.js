/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_auto_label = /* @__PURE__ */ message("wallet_auto_label", (i) => {
return (`Automatic weekly payouts`)
});
