/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_auto_description = /* @__PURE__ */ message("wallet_auto_description", (i) => {
return (`Everything available is paid to this account every Monday at 10:00 IST, when it is at least ₹${i?.min}.`)
});
