/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_earnings = /* @__PURE__ */ message("wallet_earnings", (i) => {
return (`Earnings`)
});
