/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_account_number = /* @__PURE__ */ message("wallet_account_number", (i) => {
return (`Account number`)
});
