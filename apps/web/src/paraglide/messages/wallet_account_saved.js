/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_account_saved = /* @__PURE__ */ message("wallet_account_saved", (i) => {
return (`Payout account saved`)
});
