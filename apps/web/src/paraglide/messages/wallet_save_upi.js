/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_save_upi = /* @__PURE__ */ message("wallet_save_upi", (i) => {
return (`Save UPI ID`)
});
