/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_wallet_statement_hint = /* @__PURE__ */ message("wallet_wallet_statement_hint", (i) => {
return (`Opening balance, every entry and closing balance for up to ${i?.days} days (IST).`)
});
