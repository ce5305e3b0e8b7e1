/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_your_payouts = /* @__PURE__ */ message("wallet_your_payouts", (i) => {
return (`Your payouts`)
});
