/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payouts = /* @__PURE__ */ message("wallet_payouts", (i) => {
return (`Payouts`)
});
