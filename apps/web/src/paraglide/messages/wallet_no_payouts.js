/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_no_payouts = /* @__PURE__ */ message("wallet_no_payouts", (i) => {
return (`No payouts yet.`)
});
