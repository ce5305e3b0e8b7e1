/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_upi_id = /* @__PURE__ */ message("wallet_upi_id", (i) => {
return (`UPI ID`)
});
