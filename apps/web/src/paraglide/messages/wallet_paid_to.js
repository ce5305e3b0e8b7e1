/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_paid_to = /* @__PURE__ */ message("wallet_paid_to", (i) => {
return (`Paid to`)
});
